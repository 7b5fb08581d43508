import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { RESOURCE_NOT_FOUND, type CompletionMode } from '@inpro/shared-contracts';
import { resources } from '../../db/schema';
import { notFound } from '../../errors';
import { assertTeaches } from '../classroom/access';
import { findResource } from '../../domain/materials/repo';

/** PUT /teacher/resources/{resourceId}/completion {mode}: VIEW (done when opened) or MANUAL (the student marks it). */
export async function setCompletionMode(
  req: FastifyRequest,
  resourceId: number,
  mode: CompletionMode,
): Promise<{ resourceId: number; mode: CompletionMode }> {
  const db = req.server.db;
  const resource = await findResource(db, resourceId);
  if (!resource) throw notFound(RESOURCE_NOT_FOUND);
  await assertTeaches(db, req.user, resource.courseId);
  await db.update(resources).set({ completionMode: mode }).where(eq(resources.id, resourceId));
  return { resourceId, mode };
}
