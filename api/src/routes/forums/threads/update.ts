import type { FastifyInstance } from 'fastify';
import { forumThreadDetailSchema, forumThreadIdParamsSchema, forumThreadUpdateSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { updateThread } from '../../../domain/forums/updateThread';

const errors = errorAnswers(400, 401, 402, 403, 404, 409);

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
