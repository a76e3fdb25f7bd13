import { Navigate } from 'react-router';
import { PATHS } from '../lib/paths';

/** Unknown paths land on the one 404 address. */
export function ToNotFound() {
  return <Navigate to={PATHS.notFound} replace />;
}
