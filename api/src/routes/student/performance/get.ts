import type { FastifyInstance } from 'fastify';
import { studentPerformanceSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
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
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req) => studentPerformance(req),
  );
}
