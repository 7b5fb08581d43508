import type { FastifyInstance } from 'fastify';
import { errorBodySchema, gradebookSchema, courseIdParamsSchema } from '@inpro/shared-contracts';
import { getTaughtGradebook } from '../../../../domain/teacher/gradebook/loadTaughtGradebook';
import { zapp, bearer } from '../../../../lib/zod';

/** GET /api/teacher/courses/:courseId/gradebook: the course’s gradebook. */
export function getGradebookRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/teacher/courses/:courseId/gradebook',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'The course’s gradebook',
        params: courseIdParamsSchema,
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
    async (req) => getTaughtGradebook(req, req.params.courseId),
  );
}
