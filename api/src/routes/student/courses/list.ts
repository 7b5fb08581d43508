import type { FastifyInstance } from 'fastify';
import { errorBodySchema, studentCoursesPageSchema, studentCoursesQuerySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { pageMyCourses } from '../../../domain/student/myCourses';

/** GET /api/student/courses: the signed-in user’s courses, paged (size 5 by default). */
export function studentCoursesRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/courses',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'The signed-in user’s courses, paged (size 5 by default)',
        querystring: studentCoursesQuerySchema,
        response: { 200: studentCoursesPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => pageMyCourses(req, req.query.page, req.query.size),
  );
}
