import type { FastifyInstance } from 'fastify';
import { gradebookSchema, courseIdParamsSchema } from '@inpro/shared-contracts';
import { getTaughtGradebook } from '../../../../domain/teacher/gradebook/loadTaughtGradebook';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => getTaughtGradebook(req, req.params.courseId),
  );
}
