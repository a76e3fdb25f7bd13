import { INBOX_STATUSES, type InboxUser } from '@hubline/contract';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Divider, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConversationChange, useUpdateConversation } from '../api/update-conversation';
import { STATUS_KEYS } from './status-keys';

/** A conversation's state changes (core.md §4): status, spam, auto-response. */
export function ConversationMenu({ hubId, user }: { hubId: string; user: InboxUser }) {
  const { t } = useTranslation('inbox');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const update = useUpdateConversation(hubId, user.seq);
  const apply = (change: ConversationChange) => {
    setAnchor(null);
    update.mutate({ vid: user.vid, change });
  };
  return (
    <>
      <IconButton
        aria-label={t('menu.open', { name: user.displayName })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={update.isPending}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {INBOX_STATUSES.map((status) => (
          <MenuItem
            key={status}
            selected={user.status === status}
            disabled={user.status === status}
            onClick={() => apply({ status })}
          >
            <ListItemText>{t('menu.moveTo', { status: t(STATUS_KEYS[status]) })}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => apply({ markAsSpam: !user.markAsSpam })}>
          {user.markAsSpam ? t('menu.unmarkSpam') : t('menu.markSpam')}
        </MenuItem>
        {/* Saved for the auto-responses to come (bots); until then the menu says so rather than pretend. */}
        <MenuItem onClick={() => apply({ stopAutoResponse: !user.stopAutoResponse })}>
          <ListItemText
            primary={user.stopAutoResponse ? t('menu.resumeAutoResponse') : t('menu.stopAutoResponse')}
            secondary={t('menu.autoResponseLater')}
          />
        </MenuItem>
      </Menu>
    </>
  );
}
