import type { FastifyInstance } from 'fastify';
import { evaluationIdParamsSchema, evaluationUpdateSchema, teacherEvaluationSchema } from '@inpro/shared-contracts';
import { updateEvaluation } from '../../../domain/teacher/updateEvaluation';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** PUT /api/teacher/evaluations/:evaluationId: edit an evaluation. */
export function updateEvaluationRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/teacher/evaluations/:evaluationId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Edit an evaluation',
        params: evaluationIdParamsSchema,
        body: evaluationUpdateSchema,
        response: {
          200: teacherEvaluationSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => updateEvaluation(req, req.params.evaluationId, req.body),
  );
}
