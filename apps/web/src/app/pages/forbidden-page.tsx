import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export function ForbiddenPage() {
  const { t } = useTranslation('common');
  return <StatusPage code="403" title={t('errors.forbidden.title')} text={t('errors.forbidden.text')} />;
}
