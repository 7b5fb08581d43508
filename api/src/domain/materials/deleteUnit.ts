import type { FastifyRequest } from 'fastify';
import { UNIT_NOT_FOUND } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { notFound } from '../../errors';
import { assertUnitAccess } from './access';
import { removeStoredFiles } from './removeFiles';
import * as repo from './repo';

/** DELETE /materials/units/{unitId}: the unit, its resources and their stored files. */
export async function deleteUnit(req: FastifyRequest, unitId: number): Promise<void> {
  const db = req.server.db;
  const unit = await assertUnitAccess(db, req.user, unitId, 'write');
  const keys = await db.transaction(async (tx) => {
    const { deleted, storageKeys } = await repo.deleteUnit(tx, unitId);
    if (!deleted) throw notFound(UNIT_NOT_FOUND);
    await audit(
      req,
      {
        action: 'DELETE',
        entity: 'unit',
        entityId: unitId,
        label: unit.title,
        details: { courseId: unit.courseId, title: unit.title, files: storageKeys.length },
      },
      tx,
    );
    return storageKeys;
  });
  await removeStoredFiles(req.server.storage, keys, req.log);
}
