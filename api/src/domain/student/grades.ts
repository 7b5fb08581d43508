import type { FastifyRequest } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import { gradeAverage, isPassingGrade, type StudentGrades, type StudentPerformance } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { courses, evaluations, submissions } from '../../db/schema';
import { assertEnrolled } from '../../modules/classroom/access';
import { passingMark } from '../../modules/classroom/passingMark';

/** The caller's graded submissions (CALIFICADO), newest or oldest first. */
async function gradedRows(db: Db, userId: number, courseId: number | undefined, order: 'asc' | 'desc') {
  const by = order === 'asc' ? asc : desc;
  return db
    .select({
      submissionId: submissions.id,
      score: submissions.score,
      feedback: submissions.feedback,
      gradedAt: submissions.gradedAt,
      submittedAt: submissions.submittedAt,
      evaluationId: evaluations.id,
      title: evaluations.title,
      type: evaluations.type,
      weight: evaluations.weight,
      courseId: courses.id,
      courseTitle: courses.title,
      courseCode: courses.code,
    })
    .from(submissions)
    .innerJoin(evaluations, eq(evaluations.id, submissions.evaluationId))
    .innerJoin(courses, eq(courses.id, evaluations.courseId))
    .where(and(eq(submissions.userId, userId), eq(submissions.status, 'CALIFICADO'), courseId ? eq(courses.id, courseId) : undefined))
    .orderBy(by(submissions.gradedAt), by(submissions.id));
}

/** GET /student/grades?courseId=: grades newest first, the average (two decimals) and the passing mark. */
export async function studentGrades(req: FastifyRequest, courseId?: number): Promise<StudentGrades> {
  const db = req.server.db;
  if (courseId) await assertEnrolled(db, req.user, courseId);
  const [rows, mark] = await Promise.all([gradedRows(db, req.user.id, courseId, 'desc'), passingMark(req.server)]);
  const items = rows
    .filter((r) => r.score !== null)
    .map((r) => ({
      submissionId: r.submissionId,
      evaluationId: r.evaluationId,
      evaluationTitle: r.title,
      type: r.type,
      courseId: r.courseId,
      courseTitle: r.courseTitle,
      courseCode: r.courseCode,
      score: r.score as number,
      weight: r.weight,
      gradedAt: (r.gradedAt ?? r.submittedAt).toISOString(),
      feedback: r.feedback,
      passed: isPassingGrade(r.score, mark),
    }));
  const average = gradeAverage(items);
  return { items, average, passingMark: mark, passed: average === null ? null : isPassingGrade(average, mark) };
}

/** GET /student/performance: each graded evaluation over time (oldest first), for the dashboard chart. */
export async function studentPerformance(req: FastifyRequest): Promise<StudentPerformance> {
  const db = req.server.db;
  const [rows, mark] = await Promise.all([gradedRows(db, req.user.id, undefined, 'asc'), passingMark(req.server)]);
  const graded = rows.filter((r) => r.score !== null);
  const points = graded.map((r) => ({
    evaluationId: r.evaluationId,
    title: r.title,
    type: r.type,
    courseId: r.courseId,
    courseTitle: r.courseTitle,
    courseCode: r.courseCode,
    date: (r.gradedAt ?? r.submittedAt).toISOString(),
    score: r.score as number,
  }));
  return { points, average: gradeAverage(graded.map((r) => ({ score: r.score as number, weight: r.weight }))), passingMark: mark };
}
