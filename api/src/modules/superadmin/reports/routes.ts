import type { FastifyInstance } from 'fastify';
import { errorBodySchema, reportExportQuerySchema, reportPreviewSchema, reportQuerySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { exportReport } from '../../../routes/superadmin/reports/export';
import { previewReport } from '../../../routes/superadmin/reports/preview';
import { exportLimit } from '../../../lib/rateLimits';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** /superadmin/reports (preview) and /superadmin/reports/export (CSV, XLSX, PDF) for SUPER_ADMIN/SUPERADMIN. */
export default async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const master = app.requireRoles('SUPER_ADMIN', 'SUPERADMIN');
  const common = { tags: ['superadmin'], security: bearer };

  r.get(
    '/superadmin/reports',
    {
      preHandler: master,
      schema: {
        ...common,
        summary: 'Preview of a report (Financiero, Cursos, Usuarios) for a period; dates dd/mm/aaaa or YYYY-MM-DD',
        querystring: reportQuerySchema,
        response: { 200: reportPreviewSchema, ...errors },
      },
    },
    async (req) => previewReport(req, req.query),
  );

  r.get(
    '/superadmin/reports/export',
    {
      preHandler: master,
      config: exportLimit(),
      schema: {
        ...common,
        summary: 'A report as CSV, XLSX or PDF (recorded in the audit log as an export)',
        querystring: reportExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
        response: { ...errors, 429: errorBodySchema },
      },
    },
    async (req, reply) => exportReport(req, reply, req.query),
  );
}
