import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  /** The server's message, when there is one. */
  message?: string;
  onRetry?: () => void;
}

/** What a page shows when its data could not be loaded. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 40, mb: 1 }} />
      <Typography variant="h3" component="p" sx={{ mb: 0.5 }}>
        {t('error.loadFailed')}
      </Typography>
      {message && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {message}
        </Typography>
      )}
      {onRetry && (
        <Button variant="outlined" onClick={onRetry}>
          {t('action.retry')}
        </Button>
      )}
    </Box>
  );
}
