import type { FastifyInstance } from 'fastify';
import { listNotificationsRoute } from './list';
import { readNotificationRoute } from './read';
import { readAllNotificationsRoute } from './read-all';

/** /api/notifications/*: the bell of every area, the signed-in user's own notifications (any role). */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  listNotificationsRoute(app);
  readAllNotificationsRoute(app);
  readNotificationRoute(app);
}
