import type { FastifyRequest } from 'fastify';
import { REPORT_PREVIEW_ROWS, type ReportPreview, type ReportQuery } from '@inpro/shared-contracts';
import { REPORTS } from '../../../domain/reports/definitions';

/** GET /superadmin/reports: the first rows of a report, its totals and how many rows the downloads carry. */
export async function previewReport(req: FastifyRequest, q: ReportQuery): Promise<ReportPreview> {
  const def = REPORTS[q.type];
  const rows = await def.rows(req.server.db, q.from, q.to);
  return {
    type: q.type,
    title: def.title,
    from: q.from,
    to: q.to,
    columns: def.columns,
    rows: rows.slice(0, REPORT_PREVIEW_ROWS),
    footer: def.footer(rows),
    totalRows: rows.length,
  };
}
