import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { courseSchema } from '@inpro/shared-contracts';
import { courseListJson, sendJsonText } from '../../../domain/courses/catalogueJson';
import * as service from '../../../domain/courses/service';
import { zapp } from '../../../lib/zod';

/** GET /api/data/cursos.json: the published courses as the home page's static course list (public, cached). */
export function coursesJsonRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/data/cursos.json',
    {
      config: { publicCache: true },
      schema: {
        tags: ['courses'],
        summary: 'Published courses (the static course list of the home page)',
        response: { 200: z.array(courseSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-cache');
      return sendJsonText(reply, courseListJson(await service.listPublished(req)));
    },
  );
}
