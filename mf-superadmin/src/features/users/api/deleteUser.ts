import type { HttpClient } from '@inpro/shared-contracts';

/** DELETE /superadmin/users/{id} (never the last master administrator). */
export async function deleteUser(http: HttpClient, id: number): Promise<void> {
  await http.delete(`/superadmin/users/${id}`);
}
