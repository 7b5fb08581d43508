import type { FastifyInstance } from 'fastify';
import { courseIdParamsSchema, errorBodySchema, forumCourseSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../../lib/zod';
import { listThreads } from '../../../../domain/forums/listThreads';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** GET /api/forums/courses/:courseId/threads: the threads of a course's forum. */
export function listThreadsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/forums/courses/:courseId/threads',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forums'],
        security: bearer,
        summary: 'Threads of a course’s forum',
        params: courseIdParamsSchema,
        response: { 200: forumCourseSchema, ...errors },
      },
    },
    async (req) => listThreads(req, req.params.courseId),
  );
}
