import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { revokeCalendarLink } from '../../../domain/records/revokeCalendarLink';

const errors = errorAnswers(401, 429);

/** DELETE /api/records/calendar-link: revoke the secret calendar address. */
export function revokeCalendarLinkRoute(app: FastifyInstance): void {
  zapp(app).delete(
    '/records/calendar-link',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['records'],
        security: bearer,
        summary: 'Revoke the secret calendar address',
        response: { 204: z.null(), 400: errorBodySchema, ...errors },
      },
    },
    async (req, reply) => {
      await revokeCalendarLink(req);
      return reply.status(204).send(null);
    },
  );
}
