import type { HttpClient, SuperadminUser } from '@inpro/shared-contracts';

/** PUT /superadmin/users/{id}/status (a deactivated account cannot sign in; its sessions end). */
export async function changeStatus(http: HttpClient, id: number, active: boolean): Promise<SuperadminUser> {
  return (await http.put<SuperadminUser>(`/superadmin/users/${id}/status`, { active })).data;
}
