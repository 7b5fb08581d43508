import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_EXPIRED, errorBodySchema, profileSchema, type Profile } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { unauthorized } from '../../../errors';
import { toProfile } from '../../../domain/profile/mappers';
import * as repo from '../../../domain/profile/repo';

async function getProfile(req: FastifyRequest): Promise<Profile> {
  const user = await repo.findUser(req.server.db, req.user.id);
  if (!user) throw unauthorized(SESSION_EXPIRED);
  return toProfile(user);
}

/** GET /api/me/profile: the signed-in user's own profile (every role). */
export function getProfileRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/me/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        security: bearer,
        summary: 'The signed-in user’s profile',
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req) => getProfile(req),
  );
}
