import type { FastifyInstance } from 'fastify';
import { conversationListSchema, errorBodySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { listConversations } from '../../../domain/messages/listConversations';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

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
