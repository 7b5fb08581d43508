import type { HttpClient, ProfileUpdateInput, ProfileUpdateResponse } from '@inpro/shared-contracts';

/** PUT /me/profile (a new password needs the current one; then a fresh token comes back). */
export async function updateProfile(http: HttpClient, body: ProfileUpdateInput): Promise<ProfileUpdateResponse> {
  return (await http.put<ProfileUpdateResponse>('/me/profile', body)).data;
}
