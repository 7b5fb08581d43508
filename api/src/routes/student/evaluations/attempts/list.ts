import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { evaluationIdParamsSchema, studentAttemptSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';
import { listAttempts } from '../../../../domain/student/listAttempts';

/** GET /api/student/evaluations/:evaluationId/attempts: the caller’s attempts at a quiz. */
export function listAttemptsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/evaluations/:evaluationId/attempts',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'The caller’s attempts at a quiz',
        params: evaluationIdParamsSchema,
        response: {
          200: z.array(studentAttemptSchema),
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => listAttempts(req, req.params.evaluationId),
  );
}
