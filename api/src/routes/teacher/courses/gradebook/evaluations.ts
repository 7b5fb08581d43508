import type { FastifyInstance } from 'fastify';
import {
  errorBodySchema,
  gradebookEvaluationCategorySchema,
  gradebookEvaluationParamsSchema,
  gradebookSchema,
} from '@inpro/shared-contracts';
import { setEvaluationCategory } from '../../../../domain/teacher/gradebook/items';
import { zapp, bearer } from '../../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => setEvaluationCategory(req, req.params.courseId, req.params.evaluationId, req.body.categoryId),
  );
}
