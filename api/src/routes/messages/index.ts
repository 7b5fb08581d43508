import type { FastifyInstance } from 'fastify';
import { listConversationsRoute } from './conversations/list';
import { getConversationRoute } from './courses/students/get';
import { sendMessageRoute } from './courses/students/send';

/** /api/messages/*: one-to-one messages between a student and the teacher of one of their courses. */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  listConversationsRoute(app);
  getConversationRoute(app);
  sendMessageRoute(app);
}
