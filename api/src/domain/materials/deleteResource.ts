import type { FastifyRequest } from 'fastify';
import { RESOURCE_NOT_FOUND } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { notFound } from '../../errors';
import { assertCourseAccess, assertMayWrite } from './access';
import { removeStoredFiles } from './removeFiles';
import * as repo from './repo';

/** DELETE /materials/resources/{resourceId}: the resource and its stored file. */
export async function deleteResource(req: FastifyRequest, resourceId: number): Promise<void> {
  const db = req.server.db;
  assertMayWrite(req.user);
  const found = await repo.findResource(db, resourceId);
  if (!found) throw notFound(RESOURCE_NOT_FOUND);
  await assertCourseAccess(db, req.user, found.courseId, 'write');
  const deleted = await db.transaction(async (tx) => {
    const row = await repo.deleteResource(tx, resourceId);
    if (!row) throw notFound(RESOURCE_NOT_FOUND);
    await audit(
      req,
      {
        action: 'DELETE',
        entity: 'resource',
        entityId: resourceId,
        label: row.title,
        details: { unitId: row.unitId, title: row.title, type: row.type },
      },
      tx,
    );
    return row;
  });
  if (deleted.storageKey) await removeStoredFiles(req.server.storage, [deleted.storageKey], req.log);
}
