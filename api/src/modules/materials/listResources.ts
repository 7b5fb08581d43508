import type { FastifyRequest } from 'fastify';
import type { Resource } from '@inpro/shared-contracts';
import { assertUnitAccess } from './access';
import { toResource } from './mappers';
import * as repo from './repo';

/** GET /materials/units/{unitId}/resources */
export async function listResources(req: FastifyRequest, unitId: number): Promise<Resource[]> {
  const db = req.server.db;
  await assertUnitAccess(db, req.user, unitId, 'read');
  const link = { secret: req.server.config.jwtSecret, userId: req.user.id };
  return (await repo.listResources(db, unitId)).map((r) => toResource(r, link, r.evaluationId));
}
