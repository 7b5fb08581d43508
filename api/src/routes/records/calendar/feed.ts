import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { calendarTokenSchema, errorBodySchema } from '@inpro/shared-contracts';
import { zapp } from '../../../lib/zod';
import { sendCalendarFeed } from '../../../domain/records/sendCalendarFeed';

/** Calendar apps poll every hour or so; a secret tried in bulk meets this limit per address. */
const feedLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

/** GET /api/records/calendar/:token.ics: the personal calendar feed (iCal); the secret address is the credential. */
export function calendarFeedRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/records/calendar/:token.ics',
    {
      config: feedLimit,
      schema: {
        tags: ['records'],
        summary: 'Personal calendar feed (iCal, America/Lima): live classes and deadlines; the secret address is the credential',
        params: z.object({ token: calendarTokenSchema }),
        produces: ['text/calendar'],
        response: { 200: z.any().describe('text/calendar'), 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => sendCalendarFeed(req, reply, req.params.token),
  );
}
