import type { HttpClient, HttpResponse } from '@inpro/shared-contracts';

/** POST /auth/confirm-registration with the token of the e-mailed link: the new account's session. */
export function confirmRegistration(http: HttpClient, token: string): Promise<HttpResponse<unknown>> {
  return http.post<unknown>('/auth/confirm-registration', { token }, { skipAuthRedirect: true });
}
