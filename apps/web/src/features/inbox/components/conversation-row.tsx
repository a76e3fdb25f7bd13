import { type InboxUser, searchTerms } from '@hubline/contract';
import { Badge, Box, ListItem, ListItemAvatar, ListItemButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate, type ZonedFormat } from '../../../i18n/format';
import { messagePreview } from '../message-preview';
import { inboxPath, searchHitPath } from '../paths';
import { ConversationAvatar } from './conversation-avatar';
import { ConversationChips } from './conversation-chips';
import { ConversationMenu } from './conversation-menu';
import { HighlightedText } from './highlighted-text';

/** Today's messages (today on the hub's clock) by their time, older ones by their date. */
function shortTime(format: ZonedFormat, iso: string): string {
  return format.dayKey(iso) === format.dayKey(new Date().toISOString())
    ? format.time(iso)
    : format.monthDay(iso);
}

/** `search`: the words a search found this conversation by; its matching message shows instead of the preview. */
export function ConversationRow({
  hubId,
  user,
  active,
  search,
}: {
  hubId: string;
  user: InboxUser;
  active: boolean;
  search?: string;
}) {
  const { t } = useTranslation('inbox');
  const format = useFormatDate();
  const preview = messagePreview(user.lastMessage);
  const previewText = preview && ('text' in preview ? preview.text : t(preview.key));
  const unread = user.unread > 0;
  const match = search ? user.match : null;
  return (
    <ListItem disablePadding secondaryAction={<ConversationMenu hubId={hubId} user={user} />}>
      <ListItemButton
        component={Link}
        to={
          match && search
            ? searchHitPath(hubId, user.seq, user.vid, match.messageId, search)
            : inboxPath(hubId, user.seq, user.vid)
        }
        selected={active}
        aria-current={active ? 'page' : undefined}
        sx={{ alignItems: 'flex-start', py: 1.25, pr: 6 }}
      >
        <ListItemAvatar sx={{ minWidth: 52, mt: 0.25 }}>
          <Badge color="error" badgeContent={user.unread} max={99} overlap="circular">
            <ConversationAvatar user={user} />
          </Badge>
        </ListItemAvatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography noWrap sx={{ flex: 1, fontWeight: unread ? 700 : 500 }}>
              {user.displayName}
            </Typography>
            {user.lastMessageAt && (
              <Typography
                variant="caption"
                color="text.secondary"
                title={format.dateTime(user.lastMessageAt)}
                sx={{ flexShrink: 0 }}
              >
                {shortTime(format, user.lastMessageAt)}
              </Typography>
            )}
          </Box>
          <Typography
            variant="body2"
            noWrap
            color={unread ? 'text.primary' : 'text.secondary'}
            sx={{ fontWeight: unread ? 600 : 400 }}
          >
            {match ? (
              <HighlightedText text={match.snippet} terms={searchTerms(search ?? '')} />
            ) : preview?.mine && previewText ? (
              t('preview.mine', { text: previewText })
            ) : (
              (previewText ?? '')
            )}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5, '&:empty': { display: 'none' } }}>
            <ConversationChips user={user} />
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
