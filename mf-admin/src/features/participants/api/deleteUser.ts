import type { HttpClient } from '@inpro/shared-contracts';

/** DELETE /admin/users/{id}. */
export async function deleteUser(http: HttpClient, id: number): Promise<void> {
  await http.delete(`/admin/users/${id}`);
}
