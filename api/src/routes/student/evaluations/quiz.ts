import type { FastifyInstance } from 'fastify';
import { evaluationIdParamsSchema, quizAnswersSchema, studentEvaluationSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
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
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req, reply) => reply.status(201).send(await takeQuiz(req, req.params.evaluationId, req.body.answers)),
  );
}
