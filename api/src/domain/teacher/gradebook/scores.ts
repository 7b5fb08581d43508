import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { GRADEBOOK_ITEM_NOT_FOUND, GRADEBOOK_STUDENT_NOT_ENROLLED, type Gradebook } from '@inpro/shared-contracts';
import { gradeItemScores, gradeItems } from '../../../db/schema';
import { notFound } from '../../../errors';
import { assertTeaches, isEnrolled } from '../../../modules/classroom/access';
import { getTaughtGradebook } from './loadTaughtGradebook';

/** PUT /teacher/courses/{courseId}/gradebook/items/{itemId}/scores/{userId}: a manual item's grade (null clears it). */
export async function setItemScore(
  req: FastifyRequest,
  courseId: number,
  itemId: number,
  userId: number,
  score: number | null,
): Promise<Gradebook> {
  const db = req.server.db;
  await assertTeaches(db, req.user, courseId);
  const [item] = await db
    .select({ id: gradeItems.id })
    .from(gradeItems)
    .where(and(eq(gradeItems.id, itemId), eq(gradeItems.courseId, courseId)))
    .limit(1);
  if (!item) throw notFound(GRADEBOOK_ITEM_NOT_FOUND);
  if (!(await isEnrolled(db, userId, courseId))) throw notFound(GRADEBOOK_STUDENT_NOT_ENROLLED);
  if (score === null) await db.delete(gradeItemScores).where(and(eq(gradeItemScores.itemId, itemId), eq(gradeItemScores.userId, userId)));
  else
    await db
      .insert(gradeItemScores)
      .values({ itemId, userId, score, updatedBy: req.user.id })
      .onConflictDoUpdate({
        target: [gradeItemScores.itemId, gradeItemScores.userId],
        set: { score, updatedBy: req.user.id, updatedAt: new Date() },
      });
  return getTaughtGradebook(req, courseId);
}
