import type { HttpClient, HttpResponse } from '@inpro/shared-contracts';

/** POST /auth/change-password with the token of the sign-in that asked for it. */
export function changePassword(
  http: HttpClient,
  token: string,
  body: { currentPassword: string; newPassword: string },
): Promise<HttpResponse<unknown>> {
  return http.post<unknown>('/auth/change-password', body, {
    skipAuthRedirect: true,
    headers: { Authorization: `Bearer ${token}` },
  });
}
