import type { FastifyInstance } from 'fastify';
import { courseInputSchema, courseSchema } from '@inpro/shared-contracts';
import * as service from '../../domain/courses/service';
import { bearer, errorAnswers, zapp } from '../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => reply.status(201).send(await service.create(req, req.body)),
  );
}
