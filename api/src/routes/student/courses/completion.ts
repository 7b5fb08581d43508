import type { FastifyInstance } from 'fastify';
import { courseCompletionSchema, courseIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { courseCompletion } from '../../../modules/completion/courseCompletion';
import { assertEnrolled } from '../../../modules/classroom/access';

/** GET /api/student/courses/:courseId/completion: what the caller has done in a course, per unit and in total. */
export function studentCompletionRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/courses/:courseId/completion',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'What the caller has done in a course, per unit and in total',
        params: courseIdParamsSchema,
        response: {
          200: courseCompletionSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => {
      await assertEnrolled(req.server.db, req.user, req.params.courseId);
      return courseCompletion(req.server.db, req.user.id, req.params.courseId);
    },
  );
}
