import type { HttpClient, SuperadminUser, SuperadminUserCreateInput } from '@inpro/shared-contracts';

/** POST /superadmin/users: an account of any role (the password travels as passwordHash). */
export async function createUser(http: HttpClient, body: SuperadminUserCreateInput): Promise<SuperadminUser> {
  return (await http.post<SuperadminUser>('/superadmin/users', body)).data;
}
