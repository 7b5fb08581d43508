import type { FastifyRequest } from 'fastify';
import type { Unit } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { assertCourseAccess } from './access';
import { toUnit } from './mappers';
import * as repo from './repo';

/** POST /materials/courses/{courseId}/units */
export async function createUnit(req: FastifyRequest, courseId: number, body: { title: string; description: string }): Promise<Unit> {
  const db = req.server.db;
  await assertCourseAccess(db, req.user, courseId, 'write');
  const unit = await db.transaction(async (tx) => {
    const u = await repo.insertUnit(tx, courseId, body.title, body.description);
    await audit(req, { action: 'CREATE', entity: 'unit', entityId: u.id, label: u.title, details: { courseId, title: u.title } }, tx);
    return u;
  });
  return toUnit({ ...unit, lessonsCount: 0 });
}
