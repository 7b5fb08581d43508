import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forumModerationPostSchema, forumModerationQuerySchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';
import { moderationPosts } from '../../../../domain/forums/hidePost';

const errors = errorAnswers(400, 401, 402, 403, 404, 409);

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
