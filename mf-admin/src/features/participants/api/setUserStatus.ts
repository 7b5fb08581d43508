import type { AdminUser, HttpClient } from '@inpro/shared-contracts';

/** PUT /admin/users/{id}/status: deactivates (cannot sign in, sessions end) or reactivates an account. */
export async function setUserStatus(http: HttpClient, id: number, active: boolean): Promise<AdminUser> {
  return (await http.put<AdminUser>(`/admin/users/${id}/status`, { active })).data;
}
