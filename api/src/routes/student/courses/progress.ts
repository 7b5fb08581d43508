import type { FastifyInstance, FastifyRequest } from 'fastify';
import { courseIdParamsSchema, courseProgressSchema, type CourseProgress } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
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
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req) => studentCourseProgress(req, req.params.courseId),
  );
}
