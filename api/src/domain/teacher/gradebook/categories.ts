import type { FastifyRequest } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { GRADEBOOK_CATEGORY_NOT_FOUND, GRADEBOOK_WEIGHTS_OVER, type Gradebook } from '@inpro/shared-contracts';
import type { Db } from '../../../db';
import { gradeCategories } from '../../../db/schema';
import { badRequest, notFound } from '../../../errors';
import { assertTeaches } from '../../../modules/classroom/access';
import { getTaughtGradebook } from './loadTaughtGradebook';

interface CategoryBody {
  name: string;
  weight: number;
}

/** The categories' weights may not add up to more than 100 % (400, nothing saved). */
async function assertWeightsFit(db: Db, courseId: number, weight: number, exceptId?: number): Promise<void> {
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${gradeCategories.weight}), 0)::float8` })
    .from(gradeCategories)
    .where(and(eq(gradeCategories.courseId, courseId), exceptId ? ne(gradeCategories.id, exceptId) : undefined));
  if (Number(total) + weight > 100.0001) throw badRequest(GRADEBOOK_WEIGHTS_OVER, { weight: GRADEBOOK_WEIGHTS_OVER });
}

/** POST /teacher/courses/{courseId}/gradebook/categories */
export async function createCategory(req: FastifyRequest, courseId: number, body: CategoryBody): Promise<Gradebook> {
  const db = req.server.db;
  await assertTeaches(db, req.user, courseId);
  await assertWeightsFit(db, courseId, body.weight);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(gradeCategories)
    .where(eq(gradeCategories.courseId, courseId));
  await db.insert(gradeCategories).values({ courseId, name: body.name, weight: body.weight, position: Number(n) });
  return getTaughtGradebook(req, courseId);
}

/** PUT /teacher/courses/{courseId}/gradebook/categories/{categoryId} */
export async function updateCategory(req: FastifyRequest, courseId: number, categoryId: number, body: CategoryBody): Promise<Gradebook> {
  const db = req.server.db;
  await assertTeaches(db, req.user, courseId);
  await assertWeightsFit(db, courseId, body.weight, categoryId);
  const updated = await db
    .update(gradeCategories)
    .set({ name: body.name, weight: body.weight })
    .where(and(eq(gradeCategories.id, categoryId), eq(gradeCategories.courseId, courseId)))
    .returning({ id: gradeCategories.id });
  if (!updated.length) throw notFound(GRADEBOOK_CATEGORY_NOT_FOUND);
  return getTaughtGradebook(req, courseId);
}

/** DELETE /teacher/courses/{courseId}/gradebook/categories/{categoryId}: its evaluations and items go back to no category. */
export async function deleteCategory(req: FastifyRequest, courseId: number, categoryId: number): Promise<Gradebook> {
  const db = req.server.db;
  await assertTeaches(db, req.user, courseId);
  const deleted = await db
    .delete(gradeCategories)
    .where(and(eq(gradeCategories.id, categoryId), eq(gradeCategories.courseId, courseId)))
    .returning({ id: gradeCategories.id });
  if (!deleted.length) throw notFound(GRADEBOOK_CATEGORY_NOT_FOUND);
  return getTaughtGradebook(req, courseId);
}

/** A category id of this course, or null (404 for another course's category). */
export async function assertCategoryOf(db: Db, courseId: number, categoryId: number | null): Promise<void> {
  if (categoryId === null) return;
  const [row] = await db
    .select({ id: gradeCategories.id })
    .from(gradeCategories)
    .where(and(eq(gradeCategories.id, categoryId), eq(gradeCategories.courseId, courseId)))
    .limit(1);
  if (!row) throw notFound(GRADEBOOK_CATEGORY_NOT_FOUND);
}
