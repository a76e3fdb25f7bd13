import { COOKIES } from '@hubline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useProfile } from '../../features/profile/api/get-profile';
import { currentLanguage, setLanguage } from '../../i18n/language';
import { readCookie, readHubIdCookie } from '../../lib/cookies';
import { loginPath } from '../../lib/paths';
import { SessionContext } from '../../lib/session';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useSessionCheck } from '../use-session-check';

/**
 * What every signed-in screen needs: no hub cookie means sign in and come back here; then the
 * session (GET /api/profile) is loaded and provided to the screen, `loading` shown meanwhile.
 */
export function SignedIn({
  children,
  loading = <PageLoader fullScreen />,
}: {
  children: ReactNode;
  loading?: ReactNode;
}) {
  const location = useLocation();
  const queryClient = useQueryClient();
  useSessionCheck();
  // Left signed out (sign-out, a 401, another tab): the next user must not see this one's answers.
  // Forgotten here, as the signed-in screens unmount, rather than while they are still shown: a
  // screen that rendered again after the cache was emptied would ask again, and get a 401.
  useEffect(
    () => () => {
      if (!readHubIdCookie()) queryClient.clear();
    },
    [queryClient],
  );
  if (!readHubIdCookie())
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <SessionGate loading={loading}>{children}</SessionGate>;
}

function SessionGate({ children, loading }: { children: ReactNode; loading: ReactNode }) {
  const profile = useProfile();
  const savedLang = profile.data?.lang;

  // Without an lh_lang cookie the console follows the language saved on the user.
  useEffect(() => {
    if (savedLang && !readCookie(COOKIES.lang) && savedLang !== currentLanguage()) setLanguage(savedLang);
  }, [savedLang]);

  if (profile.isPending) return loading;
  if (profile.isError) {
    // A 401 is already on its way to the sign-in page.
    if (profile.error.status === 401) return loading;
    return <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} />;
  }
  return <SessionContext value={profile.data}>{children}</SessionContext>;
}
