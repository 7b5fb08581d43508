import type { FastifyInstance } from 'fastify';
import { calendarLinkSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { getCalendarLink } from '../../../domain/records/getCalendarLink';

const errors = errorAnswers(401, 429);

/** GET /api/records/calendar-link: the secret address of the personal calendar feed. */
export function getCalendarLinkRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/records/calendar-link',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['records'],
        security: bearer,
        summary: 'The secret address of the personal calendar feed (nulls when none)',
        response: { 200: calendarLinkSchema, ...errors },
      },
    },
    async (req) => getCalendarLink(req),
  );
}
