import type { FastifyInstance } from 'fastify';
import { adminReportExportQuerySchema, adminReportQuerySchema, adminReportSchema, errorBodySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { exportReport } from './export';
import { buildReport } from '../../../domain/reports/adminReport';
import { exportLimit } from '../../../lib/rateLimits';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The administrator's reports (/admin/reportes): figures of a period per course, and their exports. */
export default async function adminReportsModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const admin = app.requireRoles('ADMIN');
  const common = { tags: ['admin'], security: bearer };
  r.get(
    '/admin/reports',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary:
          'Enrolments, revenue, attendance, average grade, completion and certificates per course for a period (course/area filters)',
        querystring: adminReportQuerySchema,
        response: { 200: adminReportSchema, ...errors },
      },
    },
    async (req) => buildReport(req, req.query),
  );
  r.get(
    '/admin/reports/export',
    {
      preHandler: admin,
      config: exportLimit(),
      schema: {
        ...common,
        summary: 'The same report table as CSV, XLSX or PDF (recorded in the audit log as an export)',
        querystring: adminReportExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
        response: { ...errors, 429: errorBodySchema },
      },
    },
    async (req, reply) => exportReport(req, reply, req.query),
  );
}
