import type { InboxUser } from '@hubline/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContactPageIcon from '@mui/icons-material/ContactPageOutlined';
import { Box, Chip, IconButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inboxPath } from '../paths';
import { ConversationAvatar } from './conversation-avatar';
import { ConversationChips } from './conversation-chips';
import { ConversationMenu } from './conversation-menu';
import { STATUS_KEYS } from './status-keys';

export function ChatHeader({
  hubId,
  user,
  onShowDetails,
}: {
  hubId: string;
  user: InboxUser;
  /** Below the three-column width, the CRM side tabs open in a drawer from here. */
  onShowDetails?: () => void;
}) {
  const { t } = useTranslation('inbox');
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton
        component={Link}
        to={inboxPath(hubId, user.seq)}
        aria-label={t('chat.back')}
        sx={{ display: { md: 'none' }, ml: -1 }}
      >
        <ArrowBackIcon />
      </IconButton>
      <ConversationAvatar user={user} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="h2" component="h2" noWrap sx={{ fontSize: 17 }}>
          {user.displayName}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.25 }}>
          <Chip
            label={t(STATUS_KEYS[user.status])}
            size="small"
            color="primary"
            variant="outlined"
            sx={{ height: 20, fontSize: 11, '& .MuiChip-label': { px: 0.75 } }}
          />
          <ConversationChips user={user} />
        </Box>
      </Box>
      {onShowDetails && (
        <IconButton onClick={onShowDetails} aria-label={t('side.label')} sx={{ display: { lg: 'none' } }}>
          <ContactPageIcon />
        </IconButton>
      )}
      <ConversationMenu hubId={hubId} user={user} />
    </Box>
  );
}
