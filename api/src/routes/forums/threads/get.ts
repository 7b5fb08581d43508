import type { FastifyInstance } from 'fastify';
import { errorBodySchema, forumThreadDetailSchema, forumThreadIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { getThread } from '../../../domain/forums/getThread';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

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
