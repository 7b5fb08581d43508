import type { HttpClient, Page, SuperadminUser, SuperadminUsersQuery } from '@inpro/shared-contracts';

export type UsersParams = Partial<Pick<SuperadminUsersQuery, 'q' | 'role' | 'status'>> & { page: number };

/** GET /superadmin/users: every account of every role, paged (page size 50). */
export async function listUsers(http: HttpClient, params: UsersParams, signal?: AbortSignal): Promise<Page<SuperadminUser>> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  return (await http.get<Page<SuperadminUser>>('/superadmin/users', { params: query, signal })).data;
}
