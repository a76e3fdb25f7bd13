import { Box, List, ListItem, ListItemText } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/format';
import type { ApiError } from '../../../lib/api-client';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import type { NotificationsResponse } from '../api/get-notifications';

export function NotificationList({ query }: { query: UseQueryResult<NotificationsResponse, ApiError> }) {
  const { t } = useTranslation('notifications');
  const format = useFormatDate();
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState text={t('panel.empty')} />;
  return (
    <List dense sx={{ maxHeight: 400, overflowY: 'auto', py: 0 }}>
      {query.data.items.map((item) => (
        <ListItem
          key={item.id}
          divider
          sx={{ alignItems: 'flex-start', bgcolor: item.read ? undefined : 'rgba(6, 199, 85, 0.06)' }}
        >
          <Box
            role={item.read ? undefined : 'img'}
            aria-hidden={item.read}
            aria-label={item.read ? undefined : t('item.unread')}
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              mt: 1,
              mr: 1.5,
              flexShrink: 0,
              bgcolor: item.read ? 'transparent' : 'primary.light',
            }}
          />
          <ListItemText
            primary={item.text}
            secondary={format.dateTime(item.createdAt)}
            slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 600 } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
