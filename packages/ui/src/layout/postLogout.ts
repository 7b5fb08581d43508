import type { HttpClient } from '@inpro/shared-contracts';

/** POST /auth/logout: the server forgets the refresh cookie (no sign-in redirect if the session already ended). */
export async function postLogout(http: HttpClient): Promise<void> {
  await http.post('/auth/logout', undefined, { skipAuthRedirect: true });
}
