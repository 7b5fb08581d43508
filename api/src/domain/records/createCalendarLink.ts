import type { FastifyRequest } from 'fastify';
import type { CalendarLink } from '@inpro/shared-contracts';
import { calendarFeeds } from '../../db/schema';
import { feedPath, newCalendarToken } from './calendarLinkRepo';

/**
 * POST /records/calendar-link: a new secret address for the signed-in account's feed. One account has
 * one address: a new one replaces the old, which stops working at once.
 */
export async function createCalendarLink(req: FastifyRequest): Promise<CalendarLink> {
  const token = newCalendarToken();
  const now = new Date();
  await req.server.db
    .insert(calendarFeeds)
    .values({ userId: req.user.id, token, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: now } });
  return { path: feedPath(token), createdAt: now.toISOString() };
}
