import type { Db } from '../../db';
import { notifications, type NotificationKind } from '../../db/schema';

export interface NotificationInput {
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A site path the bell opens (e.g. /aula/notas), or null. */
  link?: string | null;
  /** When set, the same key is notified once per user (later inserts do nothing). */
  dedupeKey?: string | null;
}

function values(userId: number, n: NotificationInput) {
  return {
    userId,
    kind: n.kind,
    title: n.title.trim().slice(0, 200),
    body: (n.body ?? '').trim().slice(0, 1000),
    link: n.link ?? null,
    dedupeKey: n.dedupeKey ?? null,
  };
}

/**
 * Adds one item to a user's bell. Pass the transaction of the change it reports, so both are
 * written or rolled back together. Used by the classroom (grades, materials, classes,
 * announcements, rectifications) and by payments.
 */
export async function notify(db: Db, userId: number, n: NotificationInput): Promise<void> {
  await db.insert(notifications).values(values(userId, n)).onConflictDoNothing();
}

/** The same notification for several users (one insert; duplicates of a dedupe key are skipped). */
export async function notifyMany(db: Db, userIds: readonly number[], n: NotificationInput): Promise<void> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .insert(notifications)
      .values(ids.slice(i, i + 500).map((id) => values(id, n)))
      .onConflictDoNothing();
  }
}
