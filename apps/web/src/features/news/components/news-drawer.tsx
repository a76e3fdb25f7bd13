import type { Language } from '@hubline/contract';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { NEWS_QUERY_KEY, useNews } from '../api/get-news';
import { NewsEntry } from './news-entry';

/** Product updates, in a drawer on the right (opening it marks them read: see useMarkNewsRead). */
export function NewsDrawer(props: { open: boolean; onClose: () => void; lang: Language }) {
  const { open, lang } = props;
  const { t } = useTranslation('news');
  const news = useNews(lang);
  const queryClient = useQueryClient();
  // The "New" marks were kept for this viewing; the next one shows the items as read.
  const onClose = () => {
    props.onClose();
    void queryClient.invalidateQueries({ queryKey: NEWS_QUERY_KEY });
  };
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
