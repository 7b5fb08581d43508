import type { FastifyRequest } from 'fastify';
import type { NotificationList } from '@inpro/shared-contracts';
import { notifyClassesStarting } from '../../modules/classroom/classStarting';
import { toNotification } from './mappers';
import * as repo from './repo';

/** GET /notifications: the latest `limit` items of the caller's bell and how many are unread. */
export async function listNotifications(req: FastifyRequest, limit: number): Promise<NotificationList> {
  const db = req.server.db;
  await notifyClassesStarting(db, req.user.id);
  const [items, unreadCount] = await Promise.all([repo.latest(db, req.user.id, limit), repo.unreadCount(db, req.user.id)]);
  return { items: items.map(toNotification), unreadCount };
}
