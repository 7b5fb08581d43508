import type { FastifyInstance } from 'fastify';
import { courseInputSchema, courseSchema, idParamSchema } from '@inpro/shared-contracts';
import * as service from '../../domain/courses/service';
import { bearer, errorAnswers, zapp } from '../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => service.update(req, req.params.id, req.body),
  );
}
