import type { FastifyInstance } from 'fastify';
import { coursePageSchema, coursesFilterQuerySchema, errorBodySchema } from '@inpro/shared-contracts';
import { coursePageJson, sendJsonText } from '../../domain/courses/catalogueJson';
import * as service from '../../domain/courses/service';
import { zapp } from '../../lib/zod';

/** GET /api/courses/filter: the public catalogue page (search, filters, sort and page on the server; cached). */
export function filterCoursesRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/courses/filter',
    {
      config: { publicCache: true },
      schema: {
        tags: ['courses'],
        summary: 'Catalogue: search, area, level, type, sort and page on the server',
        querystring: coursesFilterQuerySchema,
        response: { 200: coursePageSchema, 400: errorBodySchema },
      },
    },
    async (req, reply) => sendJsonText(reply, coursePageJson(await service.filter(req, req.query))),
  );
}
