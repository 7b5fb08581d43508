import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { evaluationIdParamsSchema, teacherAttemptSchema } from '@inpro/shared-contracts';
import { listEvaluationAttempts } from '../../../domain/teacher/attempts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => listEvaluationAttempts(req, req.params.evaluationId),
  );
}
