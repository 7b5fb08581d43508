import type { HttpClient } from '@inpro/shared-contracts';

/** POST /auth/reset-password with the token of the e-mailed link; answers the message to show. */
export async function resetPassword(http: HttpClient, token: string, newPassword: string): Promise<string> {
  const res = await http.post<{ message: string }>('/auth/reset-password', { token, newPassword }, { skipAuthRedirect: true });
  return res.data.message;
}
