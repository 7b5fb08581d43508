import type { HttpClient, SuperadminDashboard } from '@inpro/shared-contracts';

/** GET /superadmin/dashboard: the institute's key figures with their trends. */
export async function getDashboard(http: HttpClient, signal?: AbortSignal): Promise<SuperadminDashboard> {
  return (await http.get<SuperadminDashboard>('/superadmin/dashboard', { signal })).data;
}
