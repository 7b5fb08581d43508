import type { HttpClient } from '@inpro/shared-contracts';

/** POST /auth/forgot-password: the server answers the same message whether or not the account exists. */
export async function requestPasswordReset(http: HttpClient, email: string): Promise<string> {
  const res = await http.post<{ message: string }>('/auth/forgot-password', { email }, { skipAuthRedirect: true });
  return res.data.message;
}
