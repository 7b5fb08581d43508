import type { FastifyInstance } from 'fastify';
import { authResponseSchema, errorBodySchema } from '@inpro/shared-contracts';
import { authPerIp } from '../../domain/auth/perIp';
import { zapp } from '../../lib/zod';
import * as service from '../../domain/auth/service';

/** POST /api/auth/refresh: a new access token from the refresh cookie (rotated). */
export function refreshRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/auth/refresh',
    {
      config: authPerIp(app),
      schema: {
        tags: ['auth'],
        summary: 'New access token from the refresh cookie (rotated)',
        response: { 200: authResponseSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => service.refresh(req, reply),
  );
}
