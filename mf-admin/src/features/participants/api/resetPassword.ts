import type { HttpClient, ResetPasswordResponse } from '@inpro/shared-contracts';

/** POST /admin/users/{id}/reset-password: a one-time temporary password, changed at the next sign-in. */
export async function resetPassword(http: HttpClient, id: number): Promise<ResetPasswordResponse> {
  return (await http.post<ResetPasswordResponse>(`/admin/users/${id}/reset-password`)).data;
}
