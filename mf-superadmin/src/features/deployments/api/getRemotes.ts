import type { HttpClient, OpsRemotesResponse } from '@inpro/shared-contracts';

/** GET /ops/remotes: every remote with its active and deployed versions, and the history (newest first). */
export async function getRemotes(http: HttpClient, signal?: AbortSignal): Promise<OpsRemotesResponse> {
  return (await http.get<OpsRemotesResponse>('/ops/remotes', { signal })).data;
}
