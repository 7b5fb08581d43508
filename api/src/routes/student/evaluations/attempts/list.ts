import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, evaluationIdParamsSchema, studentAttemptSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../../lib/zod';
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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => listAttempts(req, req.params.evaluationId),
  );
}
