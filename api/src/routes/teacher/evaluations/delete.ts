import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { evaluationIdParamsSchema } from '@inpro/shared-contracts';
import { deleteEvaluation } from '../../../domain/teacher/deleteEvaluation';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** DELETE /api/teacher/evaluations/:evaluationId: delete an evaluation nobody submitted yet. */
export function deleteEvaluationRoute(app: FastifyInstance): void {
  zapp(app).delete(
    '/teacher/evaluations/:evaluationId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Delete an evaluation nobody submitted yet',
        params: evaluationIdParamsSchema,
        response: {
          204: z.null(),
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => {
      await deleteEvaluation(req, req.params.evaluationId);
      return reply.status(204).send(null);
    },
  );
}
