import { COOKIES, LAYOUT } from '@hubline/contract';
import { Box, Container } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { Banners } from '../../features/banner/components/banners';
import { useProfile } from '../../features/profile/api/get-profile';
import { currentLanguage, setLanguage } from '../../i18n/language';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { readCookie, readHubIdCookie } from '../cookies';
import { loginPath } from '../paths';
import { useHideTopBar } from '../route-handle';
import { SessionContext } from '../session';
import { TopBar } from '../top-bar/top-bar';
import { useSessionCheck } from '../use-session-check';
import { HubGuard } from './hub-guard';

/** Top bar (unless the route's handle hides it), banners, page: everything that needs a session. */
export function MainLayout() {
  const location = useLocation();
  useSessionCheck();
  if (!readHubIdCookie())
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <SessionGate />;
}

function SessionGate() {
  const profile = useProfile();
  const { hubId = '' } = useParams();
  const savedLang = profile.data?.lang;
  const hideTopBar = useHideTopBar();

  // Without an lh_lang cookie the console follows the language saved on the user.
  useEffect(() => {
    if (savedLang && !readCookie(COOKIES.lang) && savedLang !== currentLanguage()) setLanguage(savedLang);
  }, [savedLang]);

  if (profile.isPending) return <PageLoader fullScreen />;
  if (profile.isError) {
    // A 401 is already on its way to the sign-in page.
    if (profile.error.status === 401) return <PageLoader fullScreen />;
    return <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} />;
  }
  return (
    <SessionContext value={profile.data}>
      {!hideTopBar && <TopBar />}
      <Box
        component="main"
        sx={{ minHeight: hideTopBar ? '100vh' : `calc(100vh - ${LAYOUT.topBarHeight}px)` }}
      >
        <HubGuard hubId={hubId}>
          <Banners hubId={hubId} />
          <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Container>
        </HubGuard>
      </Box>
    </SessionContext>
  );
}
