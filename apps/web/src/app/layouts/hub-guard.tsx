import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { useHubAccess } from '../../features/hubs/api/get-hub-access';
import { useSelectHub } from '../../features/hubs/api/select-hub';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';

/**
 * The URL's hub must be the session's hub. When it is not, check access to it: refused means a
 * toast with the server's "Access denied" and the 403 page; allowed means select it and reload.
 */
export function HubGuard({ hubId, children }: { hubId: string; children: ReactNode }) {
  const session = useSession();
  if (hubId === session.hubId) return children;
  return <HubSwitch key={hubId} hubId={hubId} />;
}

function HubSwitch({ hubId }: { hubId: string }) {
  const access = useHubAccess(hubId);
  const select = useSelectHub();
  const started = useRef(false);
  const allowed = access.isSuccess;
  const { mutate } = select;

  useEffect(() => {
    if (!allowed || started.current) return;
    started.current = true;
    mutate(hubId);
  }, [allowed, hubId, mutate]);

  const error = access.error ?? select.error;
  if (error) {
    if (error.status === 403 || error.status === 404) return <Navigate to={PATHS.forbidden} replace />;
    const retry = () => {
      started.current = false;
      select.reset();
      void access.refetch();
    };
    return <ErrorState message={error.message} onRetry={retry} />;
  }
  return <PageLoader />;
}
