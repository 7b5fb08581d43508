import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { calendarFeeds } from '../../db/schema';

/** DELETE /records/calendar-link: the feed address stops working; nothing to revoke is not an error. */
export async function revokeCalendarLink(req: FastifyRequest): Promise<void> {
  await req.server.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, req.user.id));
}
