import type { HttpClient, ReportPreview, ReportQuery } from '@inpro/shared-contracts';

/** GET /superadmin/reports: the preview of a report for a period. */
export async function previewReport(http: HttpClient, q: ReportQuery, signal?: AbortSignal): Promise<ReportPreview> {
  return (await http.get<ReportPreview>('/superadmin/reports', { params: { ...q }, signal })).data;
}
