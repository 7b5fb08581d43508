import type { FastifyInstance } from 'fastify';
import { errorBodySchema, evaluationIdParamsSchema, quizAnswersSchema, studentEvaluationSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { takeQuiz } from '../../../domain/student/takeQuiz';

/** POST /api/student/evaluations/:evaluationId/quiz: answer a quiz once, before the due date; graded at once. */
export function takeQuizRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/student/evaluations/:evaluationId/quiz',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Answer a quiz once, before the due date; graded at once',
        params: evaluationIdParamsSchema,
        body: quizAnswersSchema,
        response: {
          201: studentEvaluationSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          402: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req, reply) => reply.status(201).send(await takeQuiz(req, req.params.evaluationId, req.body.answers)),
  );
}
