import type { AdminUser, AdminUserUpdateInput, HttpClient } from '@inpro/shared-contracts';

/** PUT /admin/users/{id}; passwordHash only when a password was typed. */
export async function updateUser(http: HttpClient, id: number, body: AdminUserUpdateInput): Promise<AdminUser> {
  return (await http.put<AdminUser>(`/admin/users/${id}`, body)).data;
}
