import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REPORT_PREVIEW_ROWS,
  errorBodySchema,
  reportPreviewSchema,
  reportQuerySchema,
  type ReportPreview,
  type ReportQuery,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { REPORTS } from '../../../domain/reports/definitions';

/** GET /superadmin/reports: the first rows of a report, its totals and how many rows the downloads carry. */
async function previewReport(req: FastifyRequest, q: ReportQuery): Promise<ReportPreview> {
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

/** GET /api/superadmin/reports: a report's preview for a period. */
export function previewReportRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/superadmin/reports',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: 'Preview of a report (Financiero, Cursos, Usuarios) for a period; dates dd/mm/aaaa or YYYY-MM-DD',
        querystring: reportQuerySchema,
        response: { 200: reportPreviewSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => previewReport(req, req.query),
  );
}
