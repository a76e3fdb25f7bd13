import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import TabIcon from '@mui/icons-material/TabOutlined';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

const reload = () => window.location.reload();

/** core.md §8: the live connection could not be restored. */
export function ConnectionErrorNotice() {
  const { t } = useTranslation('inbox');
  return (
    <Alert
      severity="error"
      icon={<CloudOffIcon />}
      action={
        <Button color="inherit" size="small" onClick={reload}>
          {t('live.reload')}
        </Button>
      }
      sx={{ mb: 1.5 }}
    >
      {t('live.connectionError')}
    </Alert>
  );
}

/** core.md §4: an inbox opened in another tab closes this one. */
export function ReplacedNotice() {
  const { t } = useTranslation('inbox');
  return (
    <EmptyState
      icon={<TabIcon />}
      title={t('live.replacedTitle')}
      text={t('live.replacedText')}
      action={
        <Button variant="contained" onClick={reload}>
          {t('live.useHere')}
        </Button>
      }
    />
  );
}
