import type { FastifyInstance } from 'fastify';
import { forumThreadDetailSchema, forumThreadIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';
import { createPost } from '../../../../domain/forums/createPost';

const errors = errorAnswers(400, 401, 402, 403, 404, 409);

const uploads = errorAnswers(413, 415);

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
