import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A centered spinner for a page or a whole layout that is loading. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Box
      role="status"
      aria-label={t('state.loading')}
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 240, width: '100%' }}
    >
      <CircularProgress size={32} />
    </Box>
  );
}
