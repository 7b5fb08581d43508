import type { FastifyInstance } from 'fastify';
import { conversationParamsSchema, conversationSchema, errorBodySchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';
import { sendMessage } from '../../../../domain/messages/conversation';

const errors = errorAnswers(400, 401, 403, 404);

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
