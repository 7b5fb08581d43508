import type { FastifyInstance } from 'fastify';
import { calendarLinkSchema } from '@inpro/shared-contracts';
import { perAccount } from '../../../lib/rateLimits';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { createCalendarLink } from '../../../domain/records/createCalendarLink';

const errors = errorAnswers(401, 429);

/** POST /api/records/calendar-link: a new secret calendar address (the previous one stops working). */
export function createCalendarLinkRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/records/calendar-link',
    {
      preHandler: app.authenticate,
      config: perAccount(10),
      schema: {
        tags: ['records'],
        security: bearer,
        summary: 'Make a new secret calendar address; the previous one stops working',
        response: { 201: calendarLinkSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createCalendarLink(req)),
  );
}
