import type { FastifyInstance } from 'fastify';
import { attemptIdParamsSchema, attemptResponsesSchema, studentAttemptSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { saveAttempt } from '../../../domain/student/saveAttempt';

/** PUT /api/student/attempts/:attemptId/responses: save the answers so far while the attempt runs. */
export function saveAttemptRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/student/attempts/:attemptId/responses',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Save the answers so far while the attempt runs',
        params: attemptIdParamsSchema,
        body: attemptResponsesSchema,
        response: {
          200: studentAttemptSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => saveAttempt(req, req.params.attemptId, req.body),
  );
}
