import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { evaluationIdParamsSchema, teacherAttemptSchema, errorBodySchema } from '@inpro/shared-contracts';
import { listEvaluationAttempts } from '../../../domain/teacher/attempts';
import { zapp, bearer } from '../../../lib/zod';

/** GET /api/teacher/evaluations/:evaluationId/attempts: every attempt at a quiz (expired ones submitted first). */
export function listAttemptsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/teacher/evaluations/:evaluationId/attempts',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Every attempt at a quiz (expired ones submitted first)',
        params: evaluationIdParamsSchema,
        response: {
          200: z.array(teacherAttemptSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => listEvaluationAttempts(req, req.params.evaluationId),
  );
}
