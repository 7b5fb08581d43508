import type { HttpClient, OpsCanaryStart } from '@inpro/shared-contracts';

/** POST /ops/remotes/{name}/canary {version, percent}: a deployed version for a share of browsers. */
export async function startCanary(
  http: HttpClient,
  remote: string,
  body: OpsCanaryStart,
): Promise<{ remote: string; stable: string; canary: string; percent: number }> {
  return (
    await http.post<{ remote: string; stable: string; canary: string; percent: number }>(
      `/ops/remotes/${encodeURIComponent(remote)}/canary`,
      body,
    )
  ).data;
}
