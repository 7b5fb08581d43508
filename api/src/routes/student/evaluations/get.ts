import type { FastifyInstance } from 'fastify';
import { evaluationIdParamsSchema, studentEvaluationSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { getStudentEvaluation } from '../../../domain/student/evaluations';

/** GET /api/student/evaluations/:evaluationId: one evaluation (no right answers). */
export function studentEvaluationRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/evaluations/:evaluationId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'One evaluation (no right answers)',
        params: evaluationIdParamsSchema,
        response: {
          200: studentEvaluationSchema,
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req) => getStudentEvaluation(req, req.params.evaluationId),
  );
}
