import type { AdminUser, AdminUserCreateInput, HttpClient } from '@inpro/shared-contracts';

/** POST /admin/users (the password travels as passwordHash; the server hashes it). */
export async function createUser(http: HttpClient, body: AdminUserCreateInput): Promise<AdminUser> {
  return (await http.post<AdminUser>('/admin/users', body)).data;
}
