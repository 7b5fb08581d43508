import type { HttpClient, HttpResponse } from '@inpro/shared-contracts';

/** POST /auth/refresh: the session a provider's sign-in left in the refresh cookie. */
export function refreshSession(http: HttpClient): Promise<HttpResponse<unknown>> {
  return http.post<unknown>('/auth/refresh', undefined, { skipAuthRedirect: true });
}
