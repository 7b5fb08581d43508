import type { HttpClient, Profile } from '@inpro/shared-contracts';

/** GET /me/profile */
export async function getProfile(http: HttpClient, signal?: AbortSignal): Promise<Profile> {
  return (await http.get<Profile>('/me/profile', { signal })).data;
}
