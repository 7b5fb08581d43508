import type { FastifyInstance } from 'fastify';
import { courseInputSchema, courseSchema, errorBodySchema, idParamSchema } from '@inpro/shared-contracts';
import * as service from '../../domain/courses/service';
import { bearer, zapp } from '../../lib/zod';

/** PUT /api/courses/{id}: a course changed (ADMIN). */
export function updateCourseRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/courses/:id',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['courses'],
        security: bearer,
        summary: 'Update a course',
        params: idParamSchema,
        body: courseInputSchema,
        response: {
          200: courseSchema,
          ...{ 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
        },
      },
    },
    async (req) => service.update(req, req.params.id, req.body),
  );
}
