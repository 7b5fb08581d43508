import type { FastifyInstance } from 'fastify';
import { courseIdParamsSchema, errorBodySchema, gradebookSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { studentGradebook } from '../../../domain/student/gradebook';

/** GET /api/student/courses/:courseId/gradebook: the caller’s gradebook row in a course: grades by category and the final grade. */
export function studentGradebookRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/courses/:courseId/gradebook',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'The caller’s gradebook row in a course: grades by category and the final grade',
        params: courseIdParamsSchema,
        response: {
          200: gradebookSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          402: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => studentGradebook(req, req.params.courseId),
  );
}
