import type { FastifyInstance } from 'fastify';
import { errorBodySchema, evaluationIdParamsSchema, studentEvaluationSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
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
          400: errorBodySchema,
          401: errorBodySchema,
          402: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => getStudentEvaluation(req, req.params.evaluationId),
  );
}
