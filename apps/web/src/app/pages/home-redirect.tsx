import { Navigate, useParams } from 'react-router';
import { readHubIdCookie } from '../cookies';
import { homePath, PATHS } from '../paths';

/** `/` and `/{hubId}`: the hub's home when a hub cookie exists, otherwise sign-in. */
export function HomeRedirect() {
  const { hubId } = useParams();
  const cookieHubId = readHubIdCookie();
  const target = hubId ?? cookieHubId;
  if (!cookieHubId || !target) return <Navigate to={PATHS.login} replace />;
  return <Navigate to={homePath(target)} replace />;
}
