import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return <StatusPage code="404" title={t('errors.notFound.title')} text={t('errors.notFound.text')} />;
}
