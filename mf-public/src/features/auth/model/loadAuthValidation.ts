/**
 * The schema-based validation (zod) is loaded on demand: the sign-in page does not download zod
 * until the person focuses a form (prefetch) or submits one. A failed load is forgotten, so the
 * next submit tries again.
 */
type AuthValidation = typeof import('./validateAuth');

let loading: Promise<AuthValidation> | null = null;

export function loadAuthValidation(): Promise<AuthValidation> {
  if (!loading) {
    loading = import(/* webpackChunkName: "auth-validation" */ './validateAuth');
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Starts the download when a form gets the focus, so the first submit is not delayed. */
export function prefetchAuthValidation(): void {
  void loadAuthValidation().catch(() => undefined);
}
