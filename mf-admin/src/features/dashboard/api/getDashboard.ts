import type { AdminDashboard, HttpClient } from '@inpro/shared-contracts';

/** GET /admin/dashboard: counts, alerts computed from the data, newest participants, recent activity. */
export async function getDashboard(http: HttpClient, signal?: AbortSignal): Promise<AdminDashboard> {
  return (await http.get<AdminDashboard>('/admin/dashboard', { signal })).data;
}
