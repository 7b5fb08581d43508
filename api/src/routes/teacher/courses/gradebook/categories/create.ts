import type { FastifyInstance } from 'fastify';
import { gradebookCategoryInputSchema, gradebookSchema, courseIdParamsSchema } from '@inpro/shared-contracts';
import { createCategory } from '../../../../../domain/teacher/gradebook/categories';
import { bearer, errorAnswers, zapp } from '../../../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => createCategory(req, req.params.courseId, req.body),
  );
}
