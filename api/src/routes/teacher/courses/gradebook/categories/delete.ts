import type { FastifyInstance } from 'fastify';
import { errorBodySchema, gradebookCategoryParamsSchema, gradebookSchema } from '@inpro/shared-contracts';
import { deleteCategory } from '../../../../../domain/teacher/gradebook/categories';
import { zapp, bearer } from '../../../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => deleteCategory(req, req.params.courseId, req.params.categoryId),
  );
}
