import type { FastifyRequest } from 'fastify';
import type { Unit } from '@inpro/shared-contracts';
import { assertCourseAccess } from './access';
import { toUnit } from './mappers';
import * as repo from './repo';

/** GET /materials/courses/{courseId}/units */
export async function listUnits(req: FastifyRequest, courseId: number): Promise<Unit[]> {
  const db = req.server.db;
  await assertCourseAccess(db, req.user, courseId, 'read');
  return (await repo.listUnits(db, courseId)).map(toUnit);
}
