import type { FastifyInstance } from 'fastify';
import { courseIdParamsSchema, forumThreadDetailSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';
import { createThread } from '../../../../domain/forums/createThread';

const errors = errorAnswers(400, 401, 402, 403, 404, 409);

const uploads = errorAnswers(413, 415);

/** POST /api/forums/courses/:courseId/threads: open a thread (JSON, or multipart with one file). */
export function createThreadRoute(app: FastifyInstance): void {
  const withText =
    'JSON, or multipart/form-data with the same fields and one `file` (the materials’ upload rules). Text is Markdown, stored sanitized.';
  zapp(app).post(
    '/forums/courses/:courseId/threads',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['forums'],
        security: bearer,
        summary: 'Start a thread {title, body}',
        description: withText,
        consumes: ['application/json', 'multipart/form-data'],
        params: courseIdParamsSchema,
        response: { 201: forumThreadDetailSchema, ...errors, ...uploads },
      },
    },
    async (req, reply) => reply.status(201).send(await createThread(req, req.params.courseId)),
  );
}
