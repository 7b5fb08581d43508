import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { notifications, type NotificationRow } from '../../db/schema';

export async function latest(db: Db, userId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(n);
}

/** Marks one of the user's notifications read (keeps the first reading time); undefined when not theirs. */
export async function markRead(db: Db, userId: number, id: number, at: Date): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) return undefined;
  if (row.readAt) return row;
  const [updated] = await db.update(notifications).set({ readAt: at }).where(eq(notifications.id, id)).returning();
  return updated;
}

export async function markAllRead(db: Db, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
