import type { FastifyInstance } from 'fastify';
import { errorBodySchema, forumHideSchema, forumModerationPostSchema, forumPostIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { hidePost } from '../../../domain/forums/hidePost';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

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
