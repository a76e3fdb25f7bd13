import { SESSION_CHECK_MS } from '@hubline/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readHubIdCookie } from '../lib/cookies';
import { loginPath } from '../lib/paths';

/**
 * core.md §2: the hub cookie is checked every 3 s. When it is gone (signed out in another tab,
 * or the session expired), go to sign-in and come back here afterwards.
 */
export function useSessionCheck() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (readHubIdCookie()) return;
      const { pathname, search } = window.location;
      void navigate(loginPath(`${pathname}${search}`), { replace: true });
    }, SESSION_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [navigate]);
}
