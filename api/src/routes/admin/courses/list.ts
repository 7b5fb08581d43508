import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminCoursesQuerySchema, coursePageSchema, courseSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { adminList, adminPage } from '../../../domain/courses/service';

/** GET /api/admin/courses: every course, drafts included; one page of them when `page` is given. */
export function listCoursesRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/admin/courses',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['courses'],
        security: bearer,
        summary: 'Every course, drafts included (q, published); one page of them with page and size',
        querystring: adminCoursesQuerySchema,
        response: {
          200: z.union([coursePageSchema, z.array(courseSchema)]),
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => {
      const { page, ...query } = req.query;
      return page === undefined ? adminList(req, query) : adminPage(req, { ...query, page });
    },
  );
}
