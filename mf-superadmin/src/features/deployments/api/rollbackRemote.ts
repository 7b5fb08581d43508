import type { HttpClient, OpsMoveResult } from '@inpro/shared-contracts';

/** POST /ops/remotes/{name}/rollback {to}: points the remote back at a deployed version (next page loads get it). */
export async function rollbackRemote(http: HttpClient, remote: string, to: string): Promise<OpsMoveResult> {
  return (await http.post<OpsMoveResult>(`/ops/remotes/${encodeURIComponent(remote)}/rollback`, { to })).data;
}
