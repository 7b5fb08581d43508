import type { FastifyRequest } from 'fastify';
import { SESSION_EXPIRED, type Profile } from '@inpro/shared-contracts';
import { unauthorized } from '../../../errors';
import { toProfile } from '../../../domain/profile/mappers';
import * as repo from '../../../domain/profile/repo';

/** GET /me/profile */
export async function getProfile(req: FastifyRequest): Promise<Profile> {
  const user = await repo.findUser(req.server.db, req.user.id);
  if (!user) throw unauthorized(SESSION_EXPIRED);
  return toProfile(user);
}
