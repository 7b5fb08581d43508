import type { FastifyInstance } from 'fastify';
import { attemptIdParamsSchema, attemptResponsesSchema, errorBodySchema, studentAttemptSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => saveAttempt(req, req.params.attemptId, req.body),
  );
}
