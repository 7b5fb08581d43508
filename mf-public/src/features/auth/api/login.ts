import type { HttpClient, HttpResponse } from '@inpro/shared-contracts';

/** POST /auth/login. The whole response is returned: the token may come in a header. */
export function login(http: HttpClient, email: string, password: string): Promise<HttpResponse<unknown>> {
  return http.post<unknown>('/auth/login', { email, password }, { skipAuthRedirect: true });
}
