import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** A render failure or a chunk that could not be loaded (often: a new build was deployed). */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      title={t('errors.unexpected.title')}
      text={t('errors.unexpected.text')}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('action.reload')}
        </Button>
      }
    />
  );
}
