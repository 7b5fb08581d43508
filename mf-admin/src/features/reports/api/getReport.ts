import type { AdminReport, AdminReportQueryInput, HttpClient } from '@inpro/shared-contracts';

/** GET /admin/reports: the period's figures in total, per course and month by month. */
export async function getReport(http: HttpClient, query: AdminReportQueryInput, signal?: AbortSignal): Promise<AdminReport> {
  return (await http.get<AdminReport>('/admin/reports', { params: query, signal })).data;
}
