import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bankQuestionSchema, courseIdParamsSchema } from '@inpro/shared-contracts';
import { listBankQuestions } from '../../../../domain/teacher/questionBank';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';

/** GET /api/teacher/courses/:courseId/question-bank: the course’s question bank. */
export function listQuestionsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/teacher/courses/:courseId/question-bank',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'The course’s question bank',
        params: courseIdParamsSchema,
        response: {
          200: z.array(bankQuestionSchema),
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => listBankQuestions(req, req.params.courseId),
  );
}
