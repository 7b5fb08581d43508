import type { FastifyInstance } from 'fastify';
import { conversationParamsSchema, conversationSchema, errorBodySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../../lib/zod';
import { sendMessage } from '../../../../domain/messages/conversation';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** POST /api/messages/courses/:courseId/students/:studentId: send a message (the other person is notified). */
export function sendMessageRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/messages/courses/:courseId/students/:studentId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['messages'],
        security: bearer,
        summary: 'Send a message {body} (JSON, or multipart with one file); the other person is notified',
        consumes: ['application/json', 'multipart/form-data'],
        params: conversationParamsSchema,
        response: { 201: conversationSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (req, reply) => reply.status(201).send(await sendMessage(req, req.params.courseId, req.params.studentId)),
  );
}
