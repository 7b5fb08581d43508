import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { zapp } from '../../lib/zod';
import * as service from '../../domain/auth/service';

/** POST /api/auth/logout: revoke the refresh cookie. */
export function logoutRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Revoke the refresh cookie', response: { 204: z.null() } } },
    async (req, reply) => {
      await service.logout(req, reply);
      return reply.status(204).send(null);
    },
  );
}
