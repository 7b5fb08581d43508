import type { FastifyInstance } from 'fastify';
import { gradebookCategoryInputSchema, gradebookCategoryParamsSchema, gradebookSchema } from '@inpro/shared-contracts';
import { updateCategory } from '../../../../../domain/teacher/gradebook/categories';
import { bearer, errorAnswers, zapp } from '../../../../../lib/zod';

/** PUT /api/teacher/courses/:courseId/gradebook/categories/:categoryId: rename or reweigh a category. */
export function updateCategoryRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/teacher/courses/:courseId/gradebook/categories/:categoryId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Rename or reweigh a category',
        params: gradebookCategoryParamsSchema,
        body: gradebookCategoryInputSchema,
        response: {
          200: gradebookSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => updateCategory(req, req.params.courseId, req.params.categoryId, req.body),
  );
}
