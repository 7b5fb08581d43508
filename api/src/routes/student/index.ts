import type { FastifyInstance } from 'fastify';
import { errorBodySchema, studentCoursesPageSchema, studentCoursesQuerySchema, studentHomeSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { pageMyCourses } from '../../domain/student/myCourses';
import { studentHome } from '../../domain/student/studentHome';
import { studentClassroomRoutes } from './classroom';
import { studentAttemptRoutes } from './attempts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The student's own courses and home (GET /my/courses: routes/my). Any role; only one's own data. */
export default async function studentModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const auth = app.authenticate;
  const common = { tags: ['student'], security: bearer };

  r.get(
    '/student/home',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Student home: totalCourses and nextAssignment',
        description:
          'nextAssignment is the nearest of the next assignment still due and the next scheduled session not yet started, in the user’s courses; due_date is an ISO 8601 instant. null when there is none.',
        response: { 200: studentHomeSchema, ...errors },
      },
    },
    async (req) => studentHome(req),
  );

  r.get(
    '/student/courses',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'The signed-in user’s courses, paged (size 5 by default)',
        querystring: studentCoursesQuerySchema,
        response: { 200: studentCoursesPageSchema, ...errors },
      },
    },
    async (req) => pageMyCourses(req, req.query.page, req.query.size),
  );

  await studentClassroomRoutes(app);
  await studentAttemptRoutes(app);
}
