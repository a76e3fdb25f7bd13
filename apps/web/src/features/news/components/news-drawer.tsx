import type { Language } from '@hubline/contract';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { useNews } from '../api/get-news';
import { NewsEntry } from './news-entry';

/** Product updates, in a drawer on the right; opening an unread item marks it read. */
export function NewsDrawer({ open, onClose, lang }: { open: boolean; onClose: () => void; lang: Language }) {
  const { t } = useTranslation('news');
  const news = useNews(lang);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 420, maxWidth: '100vw' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 1.5 }}>
        <Typography variant="h2" sx={{ flex: 1 }}>
          {t('drawer.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('drawer.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {news.isPending && <PageLoader />}
        {news.isError && <ErrorState message={news.error.message} onRetry={() => void news.refetch()} />}
        {news.isSuccess && news.data.items.length === 0 && <EmptyState text={t('drawer.empty')} />}
        {news.isSuccess && news.data.items.map((item) => <NewsEntry key={item.id} item={item} />)}
      </Box>
    </Drawer>
  );
}
