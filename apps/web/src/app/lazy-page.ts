import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A route's screen loaded on demand, whose code can also be fetched ahead (`preload`). */
export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a `preload` that starts the same import once: hovering a link, the first
 * screen's boot and idle time call it, so the chunk is usually there before React asks for it.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(
    lazy(() => preload().then((component) => ({ default: component }))),
    { preload },
  );
}
