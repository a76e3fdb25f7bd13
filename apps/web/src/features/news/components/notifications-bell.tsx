import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Badge, Box, Button, Divider, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationList } from './notification-list';

/** The bell: a dot when something is unread, a popover with the list. */
export function NotificationsBell() {
  const { t } = useTranslation('notifications');
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = notifications.data?.unread ?? 0;

  return (
    <>
      <Tooltip title={t('bell.label')}>
        <IconButton aria-label={t('bell.label')} onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge color="error" variant="dot" invisible={unread === 0} overlap="circular">
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 24px)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25 }}>
          <Typography variant="h3" component="h2" sx={{ flex: 1 }}>
            {t('panel.title')}
          </Typography>
          <Button
            size="small"
            onClick={() => markRead.mutate()}
            disabled={unread === 0}
            loading={markRead.isPending}
          >
            {t('panel.markAllRead')}
          </Button>
        </Box>
        <Divider />
        <NotificationList query={notifications} />
      </Popover>
    </>
  );
}
