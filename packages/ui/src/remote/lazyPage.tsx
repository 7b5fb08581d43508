import { lazy, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * React.lazy that can be retried: React caches a rejected lazy import forever, so after a
 * failed chunk the next render gets a fresh lazy component (webpack retries the chunk).
 */
export function lazyPage<P extends object = object>(loader: Loader<P>): ComponentType<P> {
  const load: Loader<P> = () =>
    loader().catch((err: unknown) => {
      current = lazy(load);
      throw err;
    });
  let current = lazy(load);
  function LazyPage(props: P) {
    const Current = current as unknown as ComponentType<P>;
    return <Current {...props} />;
  }
  return LazyPage;
}

/** Picks a named export of a module for lazyPage. */
export function named<P, K extends string>(
  importer: () => Promise<Record<K, ComponentType<P>>>,
  key: K,
): Loader<P> {
  return () => importer().then((m) => ({ default: m[key] }));
}
