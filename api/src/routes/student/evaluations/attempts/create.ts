import type { FastifyInstance } from 'fastify';
import { evaluationIdParamsSchema, studentAttemptSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';
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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => reply.status(201).send(await startAttempt(req, req.params.evaluationId)),
  );
}
