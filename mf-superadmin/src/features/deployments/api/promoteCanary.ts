import type { HttpClient, OpsMoveResult } from '@inpro/shared-contracts';

/** POST /ops/remotes/{name}/canary/promote: the running canary for every browser. */
export async function promoteCanary(http: HttpClient, remote: string): Promise<OpsMoveResult> {
  return (await http.post<OpsMoveResult>(`/ops/remotes/${encodeURIComponent(remote)}/canary/promote`, {})).data;
}
