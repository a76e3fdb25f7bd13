import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Preload = () => Promise<unknown>;

/** The `preload` of every lazy screen in a route element, its wrappers' children included. */
function preloadsIn(node: ReactNode): Preload[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const { preload } = node.type as { preload?: unknown };
  const own = typeof preload === 'function' ? [preload as Preload] : [];
  return [...own, ...Children.toArray(node.props.children).flatMap(preloadsIn)];
}

/** Starts fetching the code of every screen a path shows (layouts and page at once, not in turn). */
export function preloadPath(routes: RouteObject[], path: string): void {
  const matches = matchRoutes(routes, path) ?? [];
  for (const preload of matches.flatMap((match) => preloadsIn(match.route.element))) {
    preload().catch(() => undefined);
  }
}

/**
 * Fetches a screen's code ahead: for the address being opened right away (so its layout and page
 * load side by side), for a link as soon as the pointer rests on it or it takes focus, and for
 * `next` (the screen that usually follows) when the browser is idle.
 */
export function prefetchScreens(routes: RouteObject[], next: string[]): void {
  preloadPath(routes, window.location.pathname);
  const onLink = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    preloadPath(routes, link.pathname);
  };
  document.addEventListener('pointerover', onLink, { passive: true });
  document.addEventListener('focusin', onLink);
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  idle(() => {
    for (const path of next) preloadPath(routes, path);
  });
}
