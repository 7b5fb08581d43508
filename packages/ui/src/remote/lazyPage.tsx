import { lazy, useState, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A lazy page that can also start its download ahead of the first render. */
export type LazyPageComponent<P extends object = object> = ComponentType<P> & {
  /** Starts (or joins) the download; resolves once the page can render without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy that can be retried: React caches a rejected lazy import forever, so after a
 * failed chunk the next render gets a fresh lazy component (webpack retries the chunk).
 * Once the chunk has loaded (for example through preload()), a newly mounted page renders
 * the component directly: no Suspense fallback, so no fallback-reveal delay.
 */
export function lazyPage<P extends object = object>(loader: Loader<P>): LazyPageComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const load: Loader<P> = () => {
    if (!pending) {
      pending = loader().then(
        (mod) => {
          loaded = mod.default;
          return mod;
        },
        (err: unknown) => {
          pending = null;
          current = lazy(load);
          throw err;
        },
      );
    }
    return pending;
  };
  let current = lazy(load);
  function LazyPage(props: P) {
    // Chosen once per mount, so the page is never swapped (and its state lost) mid-life.
    const [Current] = useState(() => (loaded ?? current) as unknown as ComponentType<P>);
    return <Current {...props} />;
  }
  LazyPage.preload = () => load().then(() => undefined);
  return LazyPage;
}

/** Picks a named export of a module for lazyPage. */
export function named<P, K extends string>(importer: () => Promise<Record<K, ComponentType<P>>>, key: K): Loader<P> {
  return () => importer().then((m) => ({ default: m[key] }));
}
