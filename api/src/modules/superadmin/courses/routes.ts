import type { FastifyInstance } from 'fastify';
import { errorBodySchema, superadminCoursesPageSchema, superadminCoursesQuerySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { listCourses } from '../../../routes/superadmin/courses/list';

/** GET /superadmin/courses (SUPER_ADMIN/SUPERADMIN). */
export default async function coursesRoutes(app: FastifyInstance): Promise<void> {
  zapp(app).get(
    '/superadmin/courses',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: 'Every course with its figures (active enrolments, money collected, published), paged (q, published)',
        querystring: superadminCoursesQuerySchema,
        response: { 200: superadminCoursesPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => listCourses(req, req.query),
  );
}
