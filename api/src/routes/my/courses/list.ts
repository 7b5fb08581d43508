import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, myCourseSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { listMyCourses } from '../../../domain/student/myCourses';

/** GET /api/my/courses: the courses the signed-in user is enrolled in (any role; only one's own). */
export function listMyCoursesRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/my/courses',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Courses the signed-in user is enrolled in',
        response: { 200: z.array(myCourseSchema), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => listMyCourses(req),
  );
}
