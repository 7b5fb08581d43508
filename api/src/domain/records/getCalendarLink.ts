import type { FastifyRequest } from 'fastify';
import type { CalendarLink } from '@inpro/shared-contracts';
import { feedPath, findFeedOfUser } from './calendarLinkRepo';

/** GET /records/calendar-link: the signed-in account's feed address, or nulls when there is none. */
export async function getCalendarLink(req: FastifyRequest): Promise<CalendarLink> {
  const row = await findFeedOfUser(req.server.db, req.user.id);
  return row ? { path: feedPath(row.token), createdAt: row.createdAt.toISOString() } : { path: null, createdAt: null };
}
