import type { FastifyInstance } from 'fastify';
import { errorBodySchema, gradebookCategoryInputSchema, gradebookCategoryParamsSchema, gradebookSchema } from '@inpro/shared-contracts';
import { updateCategory } from '../../../../../domain/teacher/gradebook/categories';
import { zapp, bearer } from '../../../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => updateCategory(req, req.params.courseId, req.params.categoryId, req.body),
  );
}
