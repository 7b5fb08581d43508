import type { FastifyInstance } from 'fastify';
import { errorBodySchema, forumPostIdParamsSchema, forumThreadDetailSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { updatePost } from '../../../domain/forums/changePost';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** PUT /api/forums/posts/:postId: edit a post. */
export function updatePostRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/forums/posts/:postId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forums'],
        security: bearer,
        summary: 'Edit a post {body}: its author within the time window, the teacher at any time (audited)',
        params: forumPostIdParamsSchema,
        response: { 200: forumThreadDetailSchema, ...errors },
      },
    },
    async (req) => updatePost(req, req.params.postId),
  );
}
