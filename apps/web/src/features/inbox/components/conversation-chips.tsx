import type { InboxUser } from '@hubline/contract';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The blocked, spam, group and auto-response-stopped markers of a conversation. */
export function ConversationChips({ user }: { user: InboxUser }) {
  const { t } = useTranslation('inbox');
  const chips = [
    user.blocked && { label: t('marker.blocked'), color: 'error' as const },
    user.markAsSpam && { label: t('marker.spam'), color: 'warning' as const },
    user.chatType !== 'user' && { label: t('marker.group'), color: 'default' as const },
    user.stopAutoResponse && { label: t('marker.autoResponseStopped'), color: 'default' as const },
  ].filter((chip) => chip !== false);
  return chips.map((chip) => (
    <Chip
      key={chip.label}
      label={chip.label}
      color={chip.color}
      size="small"
      variant="outlined"
      sx={{ height: 20, fontSize: 11, '& .MuiChip-label': { px: 0.75 } }}
    />
  ));
}
