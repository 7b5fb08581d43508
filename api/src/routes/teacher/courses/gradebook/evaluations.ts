import type { FastifyInstance } from 'fastify';
import { gradebookEvaluationCategorySchema, gradebookEvaluationParamsSchema, gradebookSchema } from '@inpro/shared-contracts';
import { setEvaluationCategory } from '../../../../domain/teacher/gradebook/items';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';

/** PUT /api/teacher/courses/:courseId/gradebook/evaluations/:evaluationId: place an evaluation in a category (null: none). */
export function setEvaluationCategoryRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/teacher/courses/:courseId/gradebook/evaluations/:evaluationId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Place an evaluation in a category (null: none)',
        params: gradebookEvaluationParamsSchema,
        body: gradebookEvaluationCategorySchema,
        response: {
          200: gradebookSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => setEvaluationCategory(req, req.params.courseId, req.params.evaluationId, req.body.categoryId),
  );
}
