import type { FastifyInstance } from 'fastify';
import { errorBodySchema, forumThreadDetailSchema, forumThreadIdParamsSchema, forumThreadUpdateSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { updateThread } from '../../../domain/forums/updateThread';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** PUT /api/forums/threads/:threadId: pin or lock a thread (the course's teacher). */
export function updateThreadRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/forums/threads/:threadId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forums'],
        security: bearer,
        summary: 'Pin or lock a thread (the course’s teacher; audited)',
        params: forumThreadIdParamsSchema,
        body: forumThreadUpdateSchema,
        response: { 200: forumThreadDetailSchema, ...errors },
      },
    },
    async (req) => updateThread(req, req.params.threadId, req.body),
  );
}
