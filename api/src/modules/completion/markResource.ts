import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { COMPLETION_NOT_MANUAL, RESOURCE_NOT_FOUND, type CourseCompletion } from '@inpro/shared-contracts';
import { resourceCompletions } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { assertActiveEnrolment } from '../classroom/access';
import { findResource } from '../../domain/materials/repo';
import { courseCompletion } from './courseCompletion';

/** POST /student/resources/{resourceId}/completion {done}: only resources the teacher lets students mark (409 otherwise). */
export async function markResource(req: FastifyRequest, resourceId: number, done: boolean): Promise<CourseCompletion> {
  const db = req.server.db;
  const resource = await findResource(db, resourceId);
  if (!resource) throw notFound(RESOURCE_NOT_FOUND);
  await assertActiveEnrolment(db, req.user, resource.courseId);
  if (resource.completionMode !== 'MANUAL') throw conflict(COMPLETION_NOT_MANUAL);
  if (done) await db.insert(resourceCompletions).values({ userId: req.user.id, resourceId }).onConflictDoNothing();
  else
    await db
      .delete(resourceCompletions)
      .where(and(eq(resourceCompletions.userId, req.user.id), eq(resourceCompletions.resourceId, resourceId)));
  return courseCompletion(db, req.user.id, resource.courseId);
}
