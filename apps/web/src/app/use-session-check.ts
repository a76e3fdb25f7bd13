import { SESSION_CHECK_MS, type SessionCheck } from '@hubline/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../lib/api-client';
import { deleteHubIdCookie, readHubIdCookie } from '../lib/cookies';
import { loginPath } from '../lib/paths';

const hasTokenCookie = async () => (await api.get<SessionCheck>('/api/auth/session')).signedIn;

/**
 * core.md §2: a user with no token cookie goes to /auth/login?from={current address}, checked every
 * 3 s. The token cookie is httpOnly, so the server tells whether the browser still sends it; the
 * hub cookie, which a sign-out in another tab removes with it, is read here first, without a call.
 */
export function useSessionCheck() {
  const navigate = useNavigate();
  useEffect(() => {
    let asking = false;
    const toSignIn = () => {
      deleteHubIdCookie();
      const { pathname, search } = window.location;
      void navigate(loginPath(`${pathname}${search}`), { replace: true });
    };
    const timer = window.setInterval(() => {
      if (!readHubIdCookie()) return toSignIn();
      // A slow answer is not asked again on top of itself; a failed one is asked again next time.
      if (asking) return;
      asking = true;
      hasTokenCookie()
        .then((signedIn) => {
          if (!signedIn) toSignIn();
        })
        .catch(() => undefined)
        .finally(() => {
          asking = false;
        });
    }, SESSION_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [navigate]);
}
