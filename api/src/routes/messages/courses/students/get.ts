import type { FastifyInstance } from 'fastify';
import { conversationParamsSchema, conversationSchema, errorBodySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../../lib/zod';
import { getConversation } from '../../../../domain/messages/conversation';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** GET /api/messages/courses/:courseId/students/:studentId: a conversation (marks the messages to the caller read). */
export function getConversationRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/messages/courses/:courseId/students/:studentId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['messages'],
        security: bearer,
        summary: 'A conversation (marks the messages to the caller read)',
        params: conversationParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (req) => getConversation(req, req.params.courseId, req.params.studentId),
  );
}
