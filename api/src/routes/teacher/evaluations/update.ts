import type { FastifyInstance } from 'fastify';
import { evaluationIdParamsSchema, evaluationUpdateSchema, teacherEvaluationSchema, errorBodySchema } from '@inpro/shared-contracts';
import { updateEvaluation } from '../../../domain/teacher/updateEvaluation';
import { zapp, bearer } from '../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => updateEvaluation(req, req.params.evaluationId, req.body),
  );
}
