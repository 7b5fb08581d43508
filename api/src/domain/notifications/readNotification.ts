import type { FastifyRequest } from 'fastify';
import { NOTIFICATION_NOT_FOUND, type Notification } from '@inpro/shared-contracts';
import { notFound } from '../../errors';
import { toNotification } from './mappers';
import * as repo from './repo';

/** POST /notifications/{notificationId}/read: only one's own (another user's is 404). */
export async function readNotification(req: FastifyRequest, id: number): Promise<Notification> {
  const row = await repo.markRead(req.server.db, req.user.id, id, new Date());
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return toNotification(row);
}

/** POST /notifications/read-all */
export async function readAllNotifications(req: FastifyRequest): Promise<{ updated: number }> {
  return { updated: await repo.markAllRead(req.server.db, req.user.id, new Date()) };
}
