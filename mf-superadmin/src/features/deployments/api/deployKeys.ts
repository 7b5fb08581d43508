import type { DeployKeyCreate, DeployKeyItem, HttpClient } from '@inpro/shared-contracts';

/** GET /ops/deploy-keys: the teams' keys (never the keys themselves). */
export async function getDeployKeys(http: HttpClient, signal?: AbortSignal): Promise<DeployKeyItem[]> {
  return (await http.get<{ keys: DeployKeyItem[] }>('/ops/deploy-keys', { signal })).data.keys;
}

/** POST /ops/deploy-keys: the new key, whose `key` is shown this once. */
export async function createDeployKey(http: HttpClient, body: DeployKeyCreate): Promise<DeployKeyItem & { key: string }> {
  return (await http.post<DeployKeyItem & { key: string }>('/ops/deploy-keys', body)).data;
}

/** POST /ops/deploy-keys/{id}/revoke */
export async function revokeDeployKey(http: HttpClient, id: number): Promise<DeployKeyItem> {
  return (await http.post<DeployKeyItem>(`/ops/deploy-keys/${id}/revoke`, {})).data;
}
