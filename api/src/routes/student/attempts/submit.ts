import type { FastifyInstance } from 'fastify';
import { attemptIdParamsSchema, attemptResponsesSchema, errorBodySchema, studentAttemptSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { submitAttempt } from '../../../domain/student/submitAttempt';

/** POST /api/student/attempts/:attemptId/submit: submit the attempt (final); graded at once, essays by the teacher. */
export function submitAttemptRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/student/attempts/:attemptId/submit',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Submit the attempt (final); graded at once, essays by the teacher',
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
    async (req) => submitAttempt(req, req.params.attemptId, req.body),
  );
}
