import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { TeacherEvaluation } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import {
  courses,
  evaluationExtensions,
  evaluations,
  quizAttempts,
  resources,
  submissions,
  units,
  users,
  type EvaluationRow,
} from '../../db/schema';
import type { CourseRef } from './access';
import { enrolledCounts } from './sessions';

export interface EvaluationWithCourse {
  evaluation: EvaluationRow;
  course: CourseRef;
}

const courseRefColumns = {
  id: courses.id,
  title: courses.title,
  code: courses.code,
  teacherId: courses.teacherId,
  teacherVisible: courses.teacherVisible,
};

export async function findEvaluationWithCourse(db: Db, id: number): Promise<EvaluationWithCourse | undefined> {
  const [row] = await db
    .select({ evaluation: evaluations, course: courseRefColumns })
    .from(evaluations)
    .innerJoin(courses, eq(courses.id, evaluations.courseId))
    .where(eq(evaluations.id, id))
    .limit(1);
  return row;
}

/** Evaluations with their course, nearest due date first. */
export async function listEvaluationsWithCourse(db: Db, where: Array<SQL | undefined>): Promise<EvaluationWithCourse[]> {
  return db
    .select({ evaluation: evaluations, course: courseRefColumns })
    .from(evaluations)
    .innerJoin(courses, eq(courses.id, evaluations.courseId))
    .where(and(...where))
    .orderBy(asc(evaluations.dueAt), asc(evaluations.id));
}

/** True when `resourceId` is an exam resource of a unit of the course. */
export async function isExamResourceOf(db: Db, resourceId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: resources.id })
    .from(resources)
    .innerJoin(units, eq(units.id, resources.unitId))
    .where(and(eq(resources.id, resourceId), eq(units.courseId, courseId), eq(resources.type, 'exam')))
    .limit(1);
  return !!row;
}

async function submissionCounts(db: Db, evaluationIds: number[]) {
  const out = new Map<number, { pending: number; inReview: number; graded: number }>();
  if (!evaluationIds.length) return out;
  const rows = await db
    .select({ evaluationId: submissions.evaluationId, status: submissions.status, n: count() })
    .from(submissions)
    .where(inArray(submissions.evaluationId, evaluationIds))
    .groupBy(submissions.evaluationId, submissions.status);
  for (const r of rows) {
    const c = out.get(r.evaluationId) ?? { pending: 0, inReview: 0, graded: 0 };
    if (r.status === 'PENDIENTE') c.pending += Number(r.n);
    else if (r.status === 'EN_REVISION') c.inReview += Number(r.n);
    else c.graded += Number(r.n);
    out.set(r.evaluationId, c);
  }
  return out;
}

/** What teachers and students both read of an evaluation (the rest depends on who asks). */
export function evaluationBase({ evaluation: e, course }: EvaluationWithCourse) {
  return {
    id: e.id,
    courseId: course.id,
    courseTitle: course.title,
    courseCode: course.code,
    type: e.type,
    title: e.title,
    instructions: e.instructions,
    dueAt: e.dueAt.toISOString(),
    weight: e.weight,
    resourceId: e.resourceId,
    opensAt: e.opensAt?.toISOString() ?? null,
    timeLimitMinutes: e.timeLimitMinutes,
    maxAttempts: e.maxAttempts,
    attemptRule: e.attemptRule,
    shuffle: e.shuffle,
    bankCount: e.bankCount,
  };
}

/** Evaluations someone answered (a submission or a quiz attempt): only their dates may change. */
async function answeredIds(db: Db, evaluationIds: number[]): Promise<Set<number>> {
  if (!evaluationIds.length) return new Set();
  const [subs, tries] = await Promise.all([
    db.selectDistinct({ id: submissions.evaluationId }).from(submissions).where(inArray(submissions.evaluationId, evaluationIds)),
    db.selectDistinct({ id: quizAttempts.evaluationId }).from(quizAttempts).where(inArray(quizAttempts.evaluationId, evaluationIds)),
  ]);
  return new Set([...subs, ...tries].map((r) => r.id));
}

async function extensionLists(db: Db, evaluationIds: number[]) {
  const out = new Map<number, Array<{ userId: number; fullName: string; dueAt: string }>>();
  if (!evaluationIds.length) return out;
  const rows = await db
    .select({
      evaluationId: evaluationExtensions.evaluationId,
      userId: users.id,
      fullName: users.fullName,
      dueAt: evaluationExtensions.dueAt,
    })
    .from(evaluationExtensions)
    .innerJoin(users, eq(users.id, evaluationExtensions.userId))
    .where(inArray(evaluationExtensions.evaluationId, evaluationIds))
    .orderBy(asc(users.fullName));
  for (const r of rows) {
    const list = out.get(r.evaluationId) ?? [];
    list.push({ userId: r.userId, fullName: r.fullName, dueAt: r.dueAt.toISOString() });
    out.set(r.evaluationId, list);
  }
  return out;
}

export async function toTeacherEvaluations(db: Db, rows: EvaluationWithCourse[]): Promise<TeacherEvaluation[]> {
  const ids = rows.map((r) => r.evaluation.id);
  const [enrolled, counts, answered, extensions] = await Promise.all([
    enrolledCounts(db, [...new Set(rows.map((r) => r.course.id))]),
    submissionCounts(db, ids),
    answeredIds(db, ids),
    extensionLists(db, ids),
  ]);
  return rows.map((row) => {
    const { evaluation: e, course } = row;
    const c = counts.get(e.id) ?? { pending: 0, inReview: 0, graded: 0 };
    return {
      ...evaluationBase(row),
      questions: e.questions,
      counts: { enrolled: enrolled.get(course.id) ?? 0, submitted: c.pending + c.inReview + c.graded, ...c },
      locked: answered.has(e.id),
      extensions: extensions.get(e.id) ?? [],
      createdAt: e.createdAt.toISOString(),
      updatedAt: e.updatedAt.toISOString(),
    };
  });
}
