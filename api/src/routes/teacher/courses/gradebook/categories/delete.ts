import type { FastifyInstance } from 'fastify';
import { gradebookCategoryParamsSchema, gradebookSchema } from '@inpro/shared-contracts';
import { deleteCategory } from '../../../../../domain/teacher/gradebook/categories';
import { bearer, errorAnswers, zapp } from '../../../../../lib/zod';

/** DELETE /api/teacher/courses/:courseId/gradebook/categories/:categoryId: delete a category. */
export function deleteCategoryRoute(app: FastifyInstance): void {
  zapp(app).delete(
    '/teacher/courses/:courseId/gradebook/categories/:categoryId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Delete a category',
        params: gradebookCategoryParamsSchema,
        response: {
          200: gradebookSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => deleteCategory(req, req.params.courseId, req.params.categoryId),
  );
}
