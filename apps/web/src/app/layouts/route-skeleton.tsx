import { PageSkeleton, ScreenSkeleton } from '../../ui/page-skeleton';
import { useRouteShape } from '../route-handle';

/**
 * The outline of the screen being opened, in the shape its route declares: inside the main
 * layout while the page's code loads, or as a whole `screen` (top bar strip included) before the
 * layout itself is there.
 */
export function RouteSkeleton({ screen = false }: { screen?: boolean }) {
  const shape = useRouteShape();
  return screen ? <ScreenSkeleton shape={shape} /> : <PageSkeleton shape={shape} header />;
}
