import type { FastifyInstance } from 'fastify';
import { forumHideSchema, forumModerationPostSchema, forumPostIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { hidePost } from '../../../domain/forums/hidePost';

const errors = errorAnswers(400, 401, 402, 403, 404, 409);

/** POST /api/forums/posts/:postId/hide: hide or show a post (the master administrator). */
export function hidePostRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/forums/posts/:postId/hide',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forums'],
        security: bearer,
        summary: 'Hide a post or show it again {hidden, reason} (the master administrator; audited)',
        params: forumPostIdParamsSchema,
        body: forumHideSchema,
        response: { 200: forumModerationPostSchema, ...errors },
      },
    },
    async (req) => hidePost(req, req.params.postId, req.body),
  );
}
