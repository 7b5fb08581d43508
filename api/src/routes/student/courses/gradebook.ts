import type { FastifyInstance } from 'fastify';
import { courseIdParamsSchema, gradebookSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
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
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req) => studentGradebook(req, req.params.courseId),
  );
}
