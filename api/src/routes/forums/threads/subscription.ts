import type { FastifyInstance } from 'fastify';
import { forumSubscriptionSchema, forumThreadDetailSchema, forumThreadIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { setSubscription } from '../../../domain/forums/updateThread';

const errors = errorAnswers(400, 401, 402, 403, 404, 409);

/** PUT /api/forums/threads/:threadId/subscription: follow or stop following a thread. */
export function setSubscriptionRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/forums/threads/:threadId/subscription',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forums'],
        security: bearer,
        summary: 'Follow a thread or stop following it',
        params: forumThreadIdParamsSchema,
        body: forumSubscriptionSchema,
        response: { 200: forumThreadDetailSchema, ...errors },
      },
    },
    async (req) => setSubscription(req, req.params.threadId, req.body.subscribed),
  );
}
