import type { FastifyInstance } from 'fastify';
import { conversationListSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { listConversations } from '../../../domain/messages/listConversations';

const errors = errorAnswers(400, 401, 403, 404);

/** GET /api/messages/conversations: the caller’s conversations with unread counts. */
export function listConversationsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/messages/conversations',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['messages'],
        security: bearer,
        summary: 'The caller’s conversations with unread counts',
        response: { 200: conversationListSchema, ...errors },
      },
    },
    async (req) => listConversations(req),
  );
}
