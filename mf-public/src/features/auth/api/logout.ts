import type { HttpClient } from '@inpro/shared-contracts';

/** POST /auth/logout: ends the server session; failures do not keep the person signed in. */
export async function logout(http: HttpClient): Promise<void> {
  try {
    await http.post('/auth/logout', undefined, { skipAuthRedirect: true });
  } catch {
    // The local session is cleared anyway.
  }
}
