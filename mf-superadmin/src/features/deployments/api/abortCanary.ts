import type { HttpClient, OpsMoveResult } from '@inpro/shared-contracts';

/** POST /ops/remotes/{name}/canary/abort: every browser back on the stable version. */
export async function abortCanary(http: HttpClient, remote: string): Promise<OpsMoveResult | null> {
  return (await http.post<OpsMoveResult | null>(`/ops/remotes/${encodeURIComponent(remote)}/canary/abort`, {})).data;
}
