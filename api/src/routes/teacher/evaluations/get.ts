import type { FastifyInstance } from 'fastify';
import { evaluationIdParamsSchema, teacherEvaluationSchema, errorBodySchema } from '@inpro/shared-contracts';
import { getTeacherEvaluation } from '../../../domain/teacher/listEvaluations';
import { zapp, bearer } from '../../../lib/zod';

/** GET /api/teacher/evaluations/:evaluationId: one evaluation. */
export function getEvaluationRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/teacher/evaluations/:evaluationId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'One evaluation',
        params: evaluationIdParamsSchema,
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
    async (req) => getTeacherEvaluation(req, req.params.evaluationId),
  );
}
