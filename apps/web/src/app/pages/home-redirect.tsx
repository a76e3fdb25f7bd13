import { Navigate, useParams, useSearchParams } from 'react-router';
import { readOAuthReturn } from '../../features/crm/connection/oauth-return';
import { readHubIdCookie } from '../../lib/cookies';
import { homePath, hubPath, PATHS } from '../../lib/paths';

/**
 * `/` and `/{hubId}`: the hub's home when a hub cookie exists, otherwise sign-in. HubSpot's sign-in
 * coming back with a state the server cannot tie to a hub lands on `/?crm=error&code=…`: the
 * CRM card of Account settings tells it.
 */
export function HomeRedirect() {
  const { hubId } = useParams();
  const [params] = useSearchParams();
  const cookieHubId = readHubIdCookie();
  const target = hubId ?? cookieHubId;
  if (!cookieHubId || !target) return <Navigate to={PATHS.login} replace />;
  if (readOAuthReturn(params))
    return <Navigate to={{ pathname: hubPath(target, 'account'), search: `?${params}` }} replace />;
  return <Navigate to={homePath(target)} replace />;
}
