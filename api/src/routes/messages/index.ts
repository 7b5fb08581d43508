import type { FastifyInstance } from 'fastify';
import { conversationListSchema, conversationParamsSchema, conversationSchema, errorBodySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { getConversation, sendMessage } from '../../domain/messages/conversation';
import { listConversations } from '../../domain/messages/listConversations';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** One-to-one messages between a student and the teacher of one of their courses. */
export default async function messagesModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const common = { tags: ['messages'], security: bearer };
  const pre = app.authenticate;

  r.get(
    '/messages/conversations',
    {
      preHandler: pre,
      schema: { ...common, summary: 'The caller’s conversations with unread counts', response: { 200: conversationListSchema, ...errors } },
    },
    async (req) => listConversations(req),
  );
  r.get(
    '/messages/courses/:courseId/students/:studentId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'A conversation (marks the messages to the caller read)',
        params: conversationParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (req) => getConversation(req, req.params.courseId, req.params.studentId),
  );
  r.post(
    '/messages/courses/:courseId/students/:studentId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Send a message {body} (JSON, or multipart with one file); the other person is notified',
        consumes: ['application/json', 'multipart/form-data'],
        params: conversationParamsSchema,
        response: { 201: conversationSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (req, reply) => reply.status(201).send(await sendMessage(req, req.params.courseId, req.params.studentId)),
  );
}
