import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  formatBytes,
  type QuizQuestion,
  type StudentSubmission,
  type SubmissionDetail,
  type SubmissionFile,
  type SubmissionListItem,
} from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { courses, evaluations, submissions, users, type EvaluationRow, type SubmissionRow } from '../../db/schema';
import { signedSubmissionFileUrl } from '../../domain/files/signedUrl';

/** Who a file link is made for. */
export interface LinkContext {
  secret: string;
  userId: number;
}

function submissionFile(s: SubmissionRow, link: LinkContext): SubmissionFile | null {
  if (!s.storageKey) return null;
  return {
    name: s.originalName || s.fileName || 'archivo',
    size: s.size,
    sizeLabel: formatBytes(s.size),
    mime: s.mime,
    url: signedSubmissionFileUrl(link.secret, s.id, link.userId),
  };
}

/** Right answers of a quiz submission over its questions (null when it is not a quiz answer). */
function quizResult(questions: readonly QuizQuestion[], answers: Record<string, number> | null) {
  if (!answers || !questions.length) return null;
  const correct = questions.filter((q) => answers[q.id] === q.answer).length;
  return { correct, total: questions.length };
}

export function toStudentSubmission(s: SubmissionRow, questions: readonly QuizQuestion[], link: LinkContext): StudentSubmission {
  return {
    id: s.id,
    status: s.status,
    submittedAt: s.submittedAt.toISOString(),
    text: s.text,
    file: submissionFile(s, link),
    answers: s.answers ?? null,
    quizResult: quizResult(questions, s.answers ?? null),
    score: s.score,
    feedback: s.feedback,
    gradedAt: s.gradedAt ? s.gradedAt.toISOString() : null,
  };
}

const listColumns = {
  submission: submissions,
  evaluation: evaluations,
  course: { id: courses.id, title: courses.title, code: courses.code, teacherId: courses.teacherId },
  student: { id: users.id, fullName: users.fullName, email: users.email },
};

export interface SubmissionRowWithRefs {
  submission: SubmissionRow;
  evaluation: EvaluationRow;
  course: { id: number; title: string; code: string; teacherId: number };
  student: { id: number; fullName: string; email: string };
}

function baseQuery(db: Db) {
  return db
    .select(listColumns)
    .from(submissions)
    .innerJoin(evaluations, eq(evaluations.id, submissions.evaluationId))
    .innerJoin(courses, eq(courses.id, evaluations.courseId))
    .innerJoin(users, eq(users.id, submissions.userId));
}

export async function pageSubmissions(
  db: Db,
  where: Array<SQL | undefined>,
  page: { offset: number; limit: number },
): Promise<{ rows: SubmissionRowWithRefs[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    baseQuery(db)
      .where(and(...where))
      .orderBy(desc(submissions.submittedAt), desc(submissions.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(submissions)
      .innerJoin(evaluations, eq(evaluations.id, submissions.evaluationId))
      .innerJoin(courses, eq(courses.id, evaluations.courseId))
      .where(and(...where)),
  ]);
  return { rows, total: Number(n) };
}

export async function findSubmission(db: Db, submissionId: number): Promise<SubmissionRowWithRefs | undefined> {
  const [row] = await baseQuery(db).where(eq(submissions.id, submissionId)).limit(1);
  return row;
}

export function toSubmissionListItem(r: SubmissionRowWithRefs): SubmissionListItem {
  return {
    id: r.submission.id,
    evaluationId: r.evaluation.id,
    evaluationTitle: r.evaluation.title,
    evaluationType: r.evaluation.type,
    courseId: r.course.id,
    courseTitle: r.course.title,
    courseCode: r.course.code,
    student: r.student,
    status: r.submission.status,
    submittedAt: r.submission.submittedAt.toISOString(),
    late: r.submission.submittedAt.getTime() > r.evaluation.dueAt.getTime(),
    hasFile: !!r.submission.storageKey,
    score: r.submission.score,
    gradedAt: r.submission.gradedAt ? r.submission.gradedAt.toISOString() : null,
  };
}

export function toSubmissionDetail(r: SubmissionRowWithRefs, link: LinkContext, gradedBy: string | null): SubmissionDetail {
  const answers = r.submission.answers ?? null;
  return {
    ...toSubmissionListItem(r),
    instructions: r.evaluation.instructions,
    dueAt: r.evaluation.dueAt.toISOString(),
    text: r.submission.text,
    file: submissionFile(r.submission, link),
    answers,
    questions: r.evaluation.questions,
    quizResult: quizResult(r.evaluation.questions, answers),
    feedback: r.submission.feedback,
    gradedBy,
  };
}

export async function userName(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}
