import type { HttpClient, ProfileUpdateInput, ProfileUpdateResponse } from '@inpro/shared-contracts';

/** PUT /me/profile: names, phone, specialty and bio (the e-mail is read-only). */
export async function updateProfile(http: HttpClient, body: ProfileUpdateInput): Promise<ProfileUpdateResponse> {
  return (await http.put<ProfileUpdateResponse>('/me/profile', body)).data;
}
