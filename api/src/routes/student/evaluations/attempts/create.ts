import type { FastifyInstance } from 'fastify';
import { errorBodySchema, evaluationIdParamsSchema, studentAttemptSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../../lib/zod';
import { startAttempt } from '../../../../domain/student/startAttempt';

/** POST /api/student/evaluations/:evaluationId/attempts: start an attempt (or answer the one in progress). */
export function startAttemptRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/student/evaluations/:evaluationId/attempts',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Start an attempt (or answer the one in progress)',
        params: evaluationIdParamsSchema,
        response: {
          201: studentAttemptSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req, reply) => reply.status(201).send(await startAttempt(req, req.params.evaluationId)),
  );
}
