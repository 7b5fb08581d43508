import type { FastifyInstance } from 'fastify';
import { gradebookExportQuerySchema, courseIdParamsSchema } from '@inpro/shared-contracts';
import { exportLimit } from '../../../../lib/rateLimits';
import { exportGradebook } from '../../../../domain/teacher/gradebook/exportGradebook';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';

/** GET /api/teacher/courses/:courseId/gradebook/export: the gradebook as CSV or XLSX (recorded in the audit log as an export). */
export function exportGradebookRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/teacher/courses/:courseId/gradebook/export',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      config: exportLimit(),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'The gradebook as CSV or XLSX (recorded in the audit log as an export)',
        params: courseIdParamsSchema,
        querystring: gradebookExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: {
          ...errorAnswers(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (req, reply) => exportGradebook(req, reply, req.params.courseId, req.query.format),
  );
}
