import { LAYOUT } from '@hubline/contract';
import { Box, Container } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { Banners } from '../../features/news/components/banners';
import { useFullWidth, useHideTopBar } from '../route-handle';
import { TopBar } from '../top-bar/top-bar';
import { HubGuard } from './hub-guard';
import { RouteSkeleton } from './route-skeleton';
import { SignedIn } from './signed-in';

/** Top bar (unless the route's handle hides it), banners, page: everything that needs a session. */
export function MainLayout() {
  return (
    <SignedIn loading={<RouteSkeleton screen />}>
      <Shell />
    </SignedIn>
  );
}

function Shell() {
  const { hubId = '' } = useParams();
  const hideTopBar = useHideTopBar();
  const fullWidth = useFullWidth();
  return (
    <>
      {!hideTopBar && <TopBar />}
      <Box
        component="main"
        sx={{ minHeight: hideTopBar ? '100vh' : `calc(100vh - ${LAYOUT.topBarHeight}px)` }}
      >
        <HubGuard hubId={hubId}>
          <Banners hubId={hubId} />
          <Container maxWidth={fullWidth ? false : 'lg'} sx={{ py: { xs: 2, sm: fullWidth ? 3 : 4 } }}>
            <Suspense fallback={<RouteSkeleton />}>
              <Outlet />
            </Suspense>
          </Container>
        </HubGuard>
      </Box>
    </>
  );
}
