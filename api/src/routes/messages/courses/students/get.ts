import type { FastifyInstance } from 'fastify';
import { conversationParamsSchema, conversationSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';
import { getConversation } from '../../../../domain/messages/conversation';

const errors = errorAnswers(400, 401, 403, 404);

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
