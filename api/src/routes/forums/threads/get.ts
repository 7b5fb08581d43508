import type { FastifyInstance } from 'fastify';
import { forumThreadDetailSchema, forumThreadIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { getThread } from '../../../domain/forums/getThread';

const errors = errorAnswers(400, 401, 402, 403, 404, 409);

/** GET /api/forums/threads/:threadId: a thread with its posts. */
export function getThreadRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/forums/threads/:threadId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forums'],
        security: bearer,
        summary: 'A thread and its posts',
        params: forumThreadIdParamsSchema,
        response: { 200: forumThreadDetailSchema, ...errors },
      },
    },
    async (req) => getThread(req, req.params.threadId),
  );
}
