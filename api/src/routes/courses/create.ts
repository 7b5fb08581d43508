import type { FastifyInstance } from 'fastify';
import { courseInputSchema, courseSchema, errorBodySchema } from '@inpro/shared-contracts';
import * as service from '../../domain/courses/service';
import { bearer, zapp } from '../../lib/zod';

/** POST /api/courses: a new course (ADMIN). */
export function createCourseRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/courses',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['courses'],
        security: bearer,
        summary: 'Create a course',
        body: courseInputSchema,
        response: {
          201: courseSchema,
          ...{ 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
        },
      },
    },
    async (req, reply) => reply.status(201).send(await service.create(req, req.body)),
  );
}
