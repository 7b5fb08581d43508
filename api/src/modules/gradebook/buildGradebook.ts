import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  categoryGrades,
  finalGrade,
  gradeAverage,
  weightedAverage,
  type Gradebook,
  type GradebookColumn,
  type GradebookRow,
} from '@inpro/shared-contracts';
import type { Db } from '../../db';
import {
  enrolments,
  evaluationGradeCategories,
  evaluations,
  finalGradeOverrides,
  gradeCategories,
  gradeItemScores,
  gradeItems,
  users,
} from '../../db/schema';
import type { CourseRef } from '../classroom/access';
import { evaluationGrades } from './evaluationGrades';

/**
 * The gradebook of a course: its categories, one column per evaluation and manual item, and a row
 * per student (every enrolled student, or only `onlyUserId`) with their grades, category grades and
 * final grade (finalGrade in shared-contracts).
 */
export async function buildGradebook(db: Db, course: CourseRef, passingMark: number, onlyUserId?: number): Promise<Gradebook> {
  const [categories, evals, items, students] = await Promise.all([
    db
      .select({ id: gradeCategories.id, name: gradeCategories.name, weight: gradeCategories.weight })
      .from(gradeCategories)
      .where(eq(gradeCategories.courseId, course.id))
      .orderBy(asc(gradeCategories.position), asc(gradeCategories.id)),
    db
      .select({
        id: evaluations.id,
        title: evaluations.title,
        type: evaluations.type,
        weight: evaluations.weight,
        dueAt: evaluations.dueAt,
        categoryId: evaluationGradeCategories.categoryId,
      })
      .from(evaluations)
      .leftJoin(evaluationGradeCategories, eq(evaluationGradeCategories.evaluationId, evaluations.id))
      .where(eq(evaluations.courseId, course.id))
      .orderBy(asc(evaluations.dueAt), asc(evaluations.id)),
    db
      .select({ id: gradeItems.id, title: gradeItems.title, categoryId: gradeItems.categoryId })
      .from(gradeItems)
      .where(eq(gradeItems.courseId, course.id))
      .orderBy(asc(gradeItems.id)),
    db
      .select({ userId: users.id, fullName: users.fullName, email: users.email })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(and(eq(enrolments.courseId, course.id), onlyUserId ? eq(enrolments.userId, onlyUserId) : undefined))
      .orderBy(asc(users.fullName), asc(users.id)),
  ]);
  const userIds = students.map((s) => s.userId);
  const itemIds = items.map((i) => i.id);
  const [graded, itemScores, overrides] = await Promise.all([
    evaluationGrades(db, course.id, userIds),
    itemIds.length && userIds.length
      ? db
          .select({ itemId: gradeItemScores.itemId, userId: gradeItemScores.userId, score: gradeItemScores.score })
          .from(gradeItemScores)
          .where(and(inArray(gradeItemScores.itemId, itemIds), inArray(gradeItemScores.userId, userIds)))
      : Promise.resolve([]),
    userIds.length
      ? db
          .select({ userId: finalGradeOverrides.userId, grade: finalGradeOverrides.grade, reason: finalGradeOverrides.reason })
          .from(finalGradeOverrides)
          .where(and(eq(finalGradeOverrides.courseId, course.id), inArray(finalGradeOverrides.userId, userIds)))
      : Promise.resolve([]),
  ]);

  const weights = categories.map((c) => ({ id: c.id, weight: Number(c.weight) }));
  const columns: GradebookColumn[] = [
    ...evals.map((e) => ({
      key: `e${e.id}`,
      kind: 'evaluation' as const,
      id: e.id,
      title: e.title,
      type: e.type,
      categoryId: e.categoryId ?? null,
    })),
    ...items.map((i) => ({ key: `i${i.id}`, kind: 'item' as const, id: i.id, title: i.title, type: 'Manual', categoryId: i.categoryId })),
  ];

  const rows: GradebookRow[] = students.map((s) => {
    const scores: Record<string, number | null> = {};
    for (const e of evals) scores[`e${e.id}`] = graded.find((g) => g.userId === s.userId && g.evaluationId === e.id)?.score ?? null;
    for (const i of items) {
      const found = itemScores.find((x) => x.userId === s.userId && x.itemId === i.id);
      scores[`i${i.id}`] = found ? Number(found.score) : null;
    }
    const inputs = columns.map((c) => ({ categoryId: c.categoryId, score: scores[c.key] }));
    // Without categories the course keeps its earlier rule: the evaluations' (weighted) average.
    const average = weights.length
      ? weightedAverage(weights, inputs)
      : gradeAverage(
          evals.filter((e) => scores[`e${e.id}`] !== null).map((e) => ({ score: scores[`e${e.id}`] as number, weight: e.weight })),
        );
    const override = overrides.find((o) => o.userId === s.userId);
    return {
      userId: s.userId,
      fullName: s.fullName,
      email: s.email,
      scores,
      categories: categoryGrades(weights, inputs).map((g) => ({ categoryId: g.categoryId, grade: g.grade })),
      grade: { ...finalGrade({ average, override: override?.grade ?? null, passingMark }), overrideReason: override?.reason ?? null },
    };
  });

  return {
    courseId: course.id,
    courseTitle: course.title,
    courseCode: course.code,
    passingMark,
    categories: categories.map((c) => ({ id: c.id, name: c.name, weight: Number(c.weight) })),
    columns,
    rows,
  };
}
