import type { FastifyInstance } from 'fastify';
import { bankQuestionCreateSchema, bankQuestionSchema, courseIdParamsSchema } from '@inpro/shared-contracts';
import { createBankQuestion } from '../../../../domain/teacher/questionBank';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';

/** POST /api/teacher/courses/:courseId/question-bank: add a question to the course’s bank. */
export function createQuestionRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/teacher/courses/:courseId/question-bank',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Add a question to the course’s bank',
        params: courseIdParamsSchema,
        body: bankQuestionCreateSchema,
        response: {
          201: bankQuestionSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => reply.status(201).send(await createBankQuestion(req, req.params.courseId, req.body)),
  );
}
