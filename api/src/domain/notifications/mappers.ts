import type { Notification } from '@inpro/shared-contracts';
import type { NotificationRow } from '../../db/schema';

export function toNotification(n: NotificationRow): Notification {
  return {
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    read: n.readAt !== null,
    readAt: n.readAt ? n.readAt.toISOString() : null,
    createdAt: n.createdAt.toISOString(),
  };
}
