import type { AdminUser, HttpClient } from '@inpro/shared-contracts';

/** GET /users/search?q=: users by name, e-mail or DNI. */
export async function searchUsers(http: HttpClient, q: string, signal?: AbortSignal): Promise<AdminUser[]> {
  return (await http.get<AdminUser[]>('/users/search', { params: { q }, signal })).data;
}
