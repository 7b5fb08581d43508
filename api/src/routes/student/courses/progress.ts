import type { FastifyInstance, FastifyRequest } from 'fastify';
import { courseIdParamsSchema, courseProgressSchema, errorBodySchema, type CourseProgress } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { assertEnrolled } from '../../../modules/classroom/access';
import { coursesProgress } from '../../../modules/classroom/progress';

/** The progress of one of the caller's courses (403 when not enrolled). */
async function studentCourseProgress(req: FastifyRequest, courseId: number): Promise<CourseProgress> {
  await assertEnrolled(req.server.db, req.user, courseId);
  const [one] = await coursesProgress(req.server.db, req.user.id, [courseId]);
  return one;
}

/** GET /api/student/courses/:courseId/progress: progress of one course. */
export function studentCourseProgressRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/courses/:courseId/progress',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Progress of one course',
        params: courseIdParamsSchema,
        response: {
          200: courseProgressSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          402: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => studentCourseProgress(req, req.params.courseId),
  );
}
