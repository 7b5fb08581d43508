import type { FastifyInstance } from 'fastify';
import { teacherDashboardSchema, errorBodySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => teacherDashboard(req),
  );
}
