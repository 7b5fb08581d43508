import type { FastifyInstance } from 'fastify';
import { sendContactMessageRoute } from './create';
import { listContactMessagesRoute } from './list';

/** /api/contact: the contact form (public) and its inbox for the staff. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  sendContactMessageRoute(app);
  listContactMessagesRoute(app);
}
