import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { EVALUATION_NOT_FOUND, GRADEBOOK_ITEM_NOT_FOUND, type Gradebook } from '@inpro/shared-contracts';
import { evaluationGradeCategories, evaluations, gradeItems } from '../../../db/schema';
import { notFound } from '../../../errors';
import { assertTeaches } from '../../../modules/classroom/access';
import { assertCategoryOf } from './categories';
import { getTaughtGradebook } from './loadTaughtGradebook';

/** POST /teacher/courses/{courseId}/gradebook/items: a manual grade item (participation, oral exam…). */
export async function createItem(
  req: FastifyRequest,
  courseId: number,
  body: { title: string; categoryId: number | null },
): Promise<Gradebook> {
  const db = req.server.db;
  await assertTeaches(db, req.user, courseId);
  await assertCategoryOf(db, courseId, body.categoryId);
  await db.insert(gradeItems).values({ courseId, title: body.title, categoryId: body.categoryId });
  return getTaughtGradebook(req, courseId);
}

/** PUT /teacher/courses/{courseId}/gradebook/items/{itemId}: rename it or move it to another category. */
export async function updateItem(
  req: FastifyRequest,
  courseId: number,
  itemId: number,
  body: { title: string; categoryId: number | null },
): Promise<Gradebook> {
  const db = req.server.db;
  await assertTeaches(db, req.user, courseId);
  await assertCategoryOf(db, courseId, body.categoryId);
  const updated = await db
    .update(gradeItems)
    .set({ title: body.title, categoryId: body.categoryId })
    .where(and(eq(gradeItems.id, itemId), eq(gradeItems.courseId, courseId)))
    .returning({ id: gradeItems.id });
  if (!updated.length) throw notFound(GRADEBOOK_ITEM_NOT_FOUND);
  return getTaughtGradebook(req, courseId);
}

/** DELETE /teacher/courses/{courseId}/gradebook/items/{itemId} (its grades go with it). */
export async function deleteItem(req: FastifyRequest, courseId: number, itemId: number): Promise<Gradebook> {
  const db = req.server.db;
  await assertTeaches(db, req.user, courseId);
  const deleted = await db
    .delete(gradeItems)
    .where(and(eq(gradeItems.id, itemId), eq(gradeItems.courseId, courseId)))
    .returning({ id: gradeItems.id });
  if (!deleted.length) throw notFound(GRADEBOOK_ITEM_NOT_FOUND);
  return getTaughtGradebook(req, courseId);
}

/** PUT /teacher/courses/{courseId}/gradebook/evaluations/{evaluationId}: the evaluation's category (null: none). */
export async function setEvaluationCategory(
  req: FastifyRequest,
  courseId: number,
  evaluationId: number,
  categoryId: number | null,
): Promise<Gradebook> {
  const db = req.server.db;
  await assertTeaches(db, req.user, courseId);
  const [evaluation] = await db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(and(eq(evaluations.id, evaluationId), eq(evaluations.courseId, courseId)))
    .limit(1);
  if (!evaluation) throw notFound(EVALUATION_NOT_FOUND);
  await assertCategoryOf(db, courseId, categoryId);
  if (categoryId === null) await db.delete(evaluationGradeCategories).where(eq(evaluationGradeCategories.evaluationId, evaluationId));
  else
    await db
      .insert(evaluationGradeCategories)
      .values({ evaluationId, categoryId })
      .onConflictDoUpdate({ target: evaluationGradeCategories.evaluationId, set: { categoryId } });
  return getTaughtGradebook(req, courseId);
}
