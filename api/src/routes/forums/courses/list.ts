import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forumCourseBriefSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { listForumCourses } from '../../../domain/forums/listCourses';

const errors = errorAnswers(400, 401, 402, 403, 404, 409);

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
