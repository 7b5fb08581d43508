import type { FastifyInstance } from 'fastify';
import { forumPostIdParamsSchema, forumThreadDetailSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { updatePost } from '../../../domain/forums/changePost';

const errors = errorAnswers(400, 401, 402, 403, 404, 409);

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
