import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { courseSchema, coursesQuerySchema, errorBodySchema } from '@inpro/shared-contracts';
import { courseListJson, sendJsonText } from '../../domain/courses/catalogueJson';
import * as service from '../../domain/courses/service';
import { zapp } from '../../lib/zod';

/** GET /api/courses: the published courses, optionally searched (public, cached). */
export function listCoursesRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/courses',
    {
      config: { publicCache: true },
      schema: {
        tags: ['courses'],
        summary: 'Published courses (optional q)',
        querystring: coursesQuerySchema,
        response: { 200: z.array(courseSchema), 400: errorBodySchema },
      },
    },
    async (req, reply) => sendJsonText(reply, courseListJson(await service.listPublished(req, req.query.q))),
  );
}
