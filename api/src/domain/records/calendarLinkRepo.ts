import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { calendarFeeds } from '../../db/schema';

/** A new feed secret: 32 random bytes, base64url (43 characters). */
export function newCalendarToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Site-relative address of a feed. */
export function feedPath(token: string): string {
  return `/api/records/calendar/${token}.ics`;
}

export async function findFeedOfUser(db: Db, userId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return row;
}

export async function findFeedByToken(db: Db, token: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token)).limit(1);
  return row;
}
