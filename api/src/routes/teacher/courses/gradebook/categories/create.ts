import type { FastifyInstance } from 'fastify';
import { errorBodySchema, gradebookCategoryInputSchema, gradebookSchema, courseIdParamsSchema } from '@inpro/shared-contracts';
import { createCategory } from '../../../../../domain/teacher/gradebook/categories';
import { zapp, bearer } from '../../../../../lib/zod';

/** POST /api/teacher/courses/:courseId/gradebook/categories: add a weighted category. */
export function createCategoryRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/teacher/courses/:courseId/gradebook/categories',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Add a weighted category',
        params: courseIdParamsSchema,
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
    async (req) => createCategory(req, req.params.courseId, req.body),
  );
}
