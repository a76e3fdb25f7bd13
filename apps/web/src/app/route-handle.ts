import { useMatches } from 'react-router';

/** What a route tells the layouts around it, through its `handle`. */
export interface RouteHandle {
  /** core.md §2: the account-create screens are full-page steppers without the top header. */
  hideTopBar?: boolean;
  /** Screens of several columns (the inbox) use the whole window width. */
  fullWidth?: boolean;
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
