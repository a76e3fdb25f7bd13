import { useMatches } from 'react-router';
import type { PageShape } from '../ui/page-skeleton';

/** What a route tells the layouts around it, through its `handle`. */
export interface RouteHandle {
  /** core.md §2: the account-create screens are full-page steppers without the top header. */
  hideTopBar?: boolean;
  /** Screens of several columns (the inbox) use the whole window width. */
  fullWidth?: boolean;
  /** The outline shown while the screen's code loads (a list when no route says). */
  skeleton?: PageShape;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** True when the deepest matching route (or any parent) asks for no top bar. */
export function useHideTopBar(): boolean {
  return useMatches().some((match) => isRouteHandle(match.handle) && match.handle.hideTopBar === true);
}

/** True when a matching route asks for the whole window width. */
export function useFullWidth(): boolean {
  return useMatches().some((match) => isRouteHandle(match.handle) && match.handle.fullWidth === true);
}

/** The outline the deepest matching route asks for while it loads. */
export function useRouteShape(): PageShape {
  return routeShape(useMatches());
}

/** The deepest `skeleton` among the matched routes' handles; a list when none says. */
export function routeShape(matches: { handle: unknown }[]): PageShape {
  const shapes = matches.flatMap((match) =>
    isRouteHandle(match.handle) && match.handle.skeleton ? [match.handle.skeleton] : [],
  );
  return shapes.at(-1) ?? 'list';
}
