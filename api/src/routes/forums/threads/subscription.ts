import type { FastifyInstance } from 'fastify';
import { errorBodySchema, forumSubscriptionSchema, forumThreadDetailSchema, forumThreadIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { setSubscription } from '../../../domain/forums/updateThread';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

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
