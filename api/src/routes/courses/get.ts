import type { FastifyInstance } from 'fastify';
import { courseSchema, errorBodySchema, idParamSchema } from '@inpro/shared-contracts';
import * as service from '../../domain/courses/service';
import { zapp } from '../../lib/zod';

/** GET /api/courses/{id}: one course; a draft only for administrators and its teacher. */
export function getCourseRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/courses/:id',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['courses'],
        summary: 'One course (drafts only for administrators and its teacher)',
        params: idParamSchema,
        response: {
          200: courseSchema,
          ...{ 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
        },
      },
    },
    async (req) => service.getVisible(req, req.params.id),
  );
}
