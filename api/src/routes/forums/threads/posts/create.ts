import type { FastifyInstance } from 'fastify';
import { errorBodySchema, forumThreadDetailSchema, forumThreadIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../../lib/zod';
import { createPost } from '../../../../domain/forums/createPost';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

const uploads = { 413: errorBodySchema, 415: errorBodySchema };

/** POST /api/forums/threads/:threadId/posts: reply in a thread (JSON, or multipart with one file). */
export function createPostRoute(app: FastifyInstance): void {
  const withText =
    'JSON, or multipart/form-data with the same fields and one `file` (the materials’ upload rules). Text is Markdown, stored sanitized.';
  zapp(app).post(
    '/forums/threads/:threadId/posts',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forums'],
        security: bearer,
        summary: 'Reply {body} (followers are notified)',
        description: withText,
        consumes: ['application/json', 'multipart/form-data'],
        params: forumThreadIdParamsSchema,
        response: { 201: forumThreadDetailSchema, ...errors, ...uploads },
      },
    },
    async (req, reply) => reply.status(201).send(await createPost(req, req.params.threadId)),
  );
}
