import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bankQuestionIdParamsSchema } from '@inpro/shared-contracts';
import { deleteBankQuestion } from '../../../domain/teacher/questionBank';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** DELETE /api/teacher/question-bank/:questionId: remove a question from the bank. */
export function deleteQuestionRoute(app: FastifyInstance): void {
  zapp(app).delete(
    '/teacher/question-bank/:questionId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Remove a question from the bank',
        params: bankQuestionIdParamsSchema,
        response: {
          204: z.null(),
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => {
      await deleteBankQuestion(req, req.params.questionId);
      return reply.status(204).send(null);
    },
  );
}
