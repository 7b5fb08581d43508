import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bankQuestionIdParamsSchema, errorBodySchema } from '@inpro/shared-contracts';
import { deleteBankQuestion } from '../../../domain/teacher/questionBank';
import { zapp, bearer } from '../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      await deleteBankQuestion(req, req.params.questionId);
      return reply.status(204).send(null);
    },
  );
}
