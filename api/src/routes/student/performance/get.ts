import type { FastifyInstance } from 'fastify';
import { errorBodySchema, studentPerformanceSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { studentPerformance } from '../../../domain/student/grades';

/** GET /api/student/performance: grade per evaluation over time (dashboard chart). */
export function studentPerformanceRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/performance',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Grade per evaluation over time (dashboard chart)',
        response: {
          200: studentPerformanceSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          402: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => studentPerformance(req),
  );
}
