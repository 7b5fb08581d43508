import type { FastifyInstance } from 'fastify';
import { evaluationIdParamsSchema, teacherEvaluationSchema } from '@inpro/shared-contracts';
import { getTeacherEvaluation } from '../../../domain/teacher/listEvaluations';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => getTeacherEvaluation(req, req.params.evaluationId),
  );
}
