import type { FastifyRequest } from 'fastify';
import type { Resource } from '@inpro/shared-contracts';
import { assertUnitAccess } from './access';
import { toResource } from './mappers';
import * as repo from './repo';
import { linkContextOf } from '../files/signedUrl';

/** GET /materials/units/{unitId}/resources */
export async function listResources(req: FastifyRequest, unitId: number): Promise<Resource[]> {
  const db = req.server.db;
  await assertUnitAccess(db, req.user, unitId, 'read');
  const link = linkContextOf(req);
  return (await repo.listResources(db, unitId)).map((r) => toResource(r, link, r.evaluationId));
}
