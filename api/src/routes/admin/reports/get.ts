import type { FastifyInstance } from 'fastify';
import { adminReportQuerySchema, adminReportSchema, errorBodySchema } from '@inpro/shared-contracts';
import { buildReport } from '../../../domain/reports/adminReport';
import { bearer, zapp } from '../../../lib/zod';

/** GET /api/admin/reports: the figures of a period per course (/admin/reportes). */
export function getReportRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/admin/reports',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['admin'],
        security: bearer,
        summary:
          'Enrolments, revenue, attendance, average grade, completion and certificates per course for a period (course/area filters)',
        querystring: adminReportQuerySchema,
        response: { 200: adminReportSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => buildReport(req, req.query),
  );
}
