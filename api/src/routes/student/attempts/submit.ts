import type { FastifyInstance } from 'fastify';
import { attemptIdParamsSchema, attemptResponsesSchema, studentAttemptSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => submitAttempt(req, req.params.attemptId, req.body),
  );
}
