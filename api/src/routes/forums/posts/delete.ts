import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forumPostIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { deletePost } from '../../../domain/forums/changePost';

const errors = errorAnswers(400, 401, 402, 403, 404, 409);

/** DELETE /api/forums/posts/:postId: delete a post. */
export function deletePostRoute(app: FastifyInstance): void {
  zapp(app).delete(
    '/forums/posts/:postId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forums'],
        security: bearer,
        summary: 'Delete a post: its author within the time window, the teacher at any time (audited)',
        params: forumPostIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deletePost(req, req.params.postId);
      return reply.status(204).send(null);
    },
  );
}
