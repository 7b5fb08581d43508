import type { FastifyInstance } from 'fastify';
import { createCalendarLinkRoute } from './calendar-link/create';
import { revokeCalendarLinkRoute } from './calendar-link/delete';
import { getCalendarLinkRoute } from './calendar-link/get';
import { calendarFeedRoute } from './calendar/feed';
import { listMyCertificatesRoute } from './certificates/list';
import { transcriptRoute } from './transcript/get';

/**
 * /api/records/*: a student's own records, certificates, transcript PDF and the personal calendar feed.
 * Each account reads only its own.
 */
export async function recordsRoutes(app: FastifyInstance): Promise<void> {
  listMyCertificatesRoute(app);
  transcriptRoute(app);
  getCalendarLinkRoute(app);
  createCalendarLinkRoute(app);
  revokeCalendarLinkRoute(app);
  calendarFeedRoute(app);
}
