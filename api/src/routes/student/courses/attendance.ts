import type { FastifyInstance } from 'fastify';
import { courseIdParamsSchema, studentCourseAttendanceSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { courseAttendance } from '../../../domain/student/courseAttendance';

/** GET /api/student/courses/:courseId/attendance: attendance of a course: sessions with the caller’s mark, current session, counters, enrolment status. */
export function studentCourseAttendanceRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/courses/:courseId/attendance',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Attendance of a course: sessions with the caller’s mark, current session, counters, enrolment status',
        params: courseIdParamsSchema,
        response: {
          200: studentCourseAttendanceSchema,
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req) => courseAttendance(req, req.params.courseId),
  );
}
