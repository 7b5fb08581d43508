import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, forumModerationPostSchema, forumModerationQuerySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../../lib/zod';
import { moderationPosts } from '../../../../domain/forums/hidePost';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** GET /api/forums/moderation/posts: the latest posts of every course (the master administrator). */
export function moderationPostsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/forums/moderation/posts',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forums'],
        security: bearer,
        summary: 'The latest posts of every course (the master administrator)',
        querystring: forumModerationQuerySchema,
        response: { 200: z.array(forumModerationPostSchema), ...errors },
      },
    },
    async (req) => moderationPosts(req, req.query.q),
  );
}
