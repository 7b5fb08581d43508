import type { HttpClient, SuperadminAssignableRole, SuperadminUser } from '@inpro/shared-contracts';

/** PUT /superadmin/users/{id}/role (the user's sessions end). */
export async function changeRole(http: HttpClient, id: number, role: SuperadminAssignableRole): Promise<SuperadminUser> {
  return (await http.put<SuperadminUser>(`/superadmin/users/${id}/role`, { role })).data;
}
