import type { FastifyInstance } from 'fastify';
import { courseIdParamsSchema, forumCourseSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';
import { listThreads } from '../../../../domain/forums/listThreads';

const errors = errorAnswers(400, 401, 402, 403, 404, 409);

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
