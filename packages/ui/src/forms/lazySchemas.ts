/**
 * Schemas a page must not download first (zod is big; a prerendered public page loads it only when
 * a form needs it): their module is loaded once, on the first submit or when `prefetch` runs (a
 * form's `onFocus`). A failed load is forgotten, so the next submit tries again.
 *
 *   const lookup = lazySchemas(() => import('../model/lookupSchemas'));
 *   useZodForm({ schema: lookup.schema('certificateLookupFormSchema'), … });
 *   <form onFocus={lookup.prefetch} …>
 */
export function lazySchemas<M>(load: () => Promise<M>) {
  let loading: Promise<M> | null = null;
  const get = (): Promise<M> => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  return {
    /** A loader of one schema of the module, for `useZodForm({ schema })`. */
    schema:
      <K extends keyof M>(name: K) =>
      (): Promise<M[K]> =>
        get().then((module) => module[name]),
    /** Starts the download (e.g. when a form gets the focus), so the first submit is not delayed. */
    prefetch: (): void => void get().catch(() => undefined),
  };
}
