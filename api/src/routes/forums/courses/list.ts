import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, forumCourseBriefSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { listForumCourses } from '../../../domain/forums/listCourses';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** GET /api/forums/courses: the courses whose forum the caller reads. */
export function listForumCoursesRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/forums/courses',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forums'],
        security: bearer,
        summary: 'The caller’s course forums with thread counts',
        response: { 200: z.array(forumCourseBriefSchema), ...errors },
      },
    },
    async (req) => listForumCourses(req),
  );
}
