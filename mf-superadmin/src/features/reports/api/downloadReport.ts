import type { HttpClient, ReportFormat, ReportQuery } from '@inpro/shared-contracts';
import { downloadFile } from '@inpro/ui/files';

/** GET /superadmin/reports/export: the whole report as CSV, XLSX or PDF (recorded as an export); answers the file name. */
export function downloadReport(http: HttpClient, q: ReportQuery, format: ReportFormat): Promise<string> {
  return downloadFile(http, '/superadmin/reports/export', { ...q, format }, `reporte.${format}`);
}
