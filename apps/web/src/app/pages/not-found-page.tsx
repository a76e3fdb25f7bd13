import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PATHS } from '../paths';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return <StatusPage code="404" title={t('errors.notFound.title')} text={t('errors.notFound.text')} />;
}

/** Unknown paths land on the one 404 address. */
export function ToNotFound() {
  return <Navigate to={PATHS.notFound} replace />;
}
