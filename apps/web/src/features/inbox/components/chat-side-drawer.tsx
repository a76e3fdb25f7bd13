import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChatSide } from './chat-side';

/**
 * Below the three-column width the contact's CRM record opens over the chat. On a phone it takes
 * the whole width, so it has its own close button.
 */
export function ChatSideDrawer({
  hubId,
  seq,
  vid,
  open,
  onClose,
}: {
  hubId: string;
  seq: number;
  vid: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('inbox');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-label': t('side.label'), sx: { width: 'min(380px, 100vw)' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: 1, py: 0.5 }}>
        <Typography variant="h3" component="h2" sx={{ flex: 1 }}>
          {t('side.label')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('side.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChatSide hubId={hubId} seq={seq} vid={vid} />
      </Box>
    </Drawer>
  );
}
