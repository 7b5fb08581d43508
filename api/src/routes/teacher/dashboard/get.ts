import type { FastifyInstance } from 'fastify';
import { teacherDashboardSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { teacherDashboard } from '../../../domain/teacher/dashboard';

/** GET /api/teacher/dashboard: pending reviews, open rectifications and course progress. */
export function teacherDashboardRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/teacher/dashboard',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Pending reviews, open rectifications and course progress',
        response: {
          200: teacherDashboardSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => teacherDashboard(req),
  );
}
