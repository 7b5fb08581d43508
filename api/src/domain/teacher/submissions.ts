import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CLASSROOM_LINKS,
  SUBMISSION_NOT_FOUND,
  formatGrade,
  type Page,
  type SubmissionDetail,
  type SubmissionListItem,
  type TeacherSubmissionsQuery,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { evaluations, submissions } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { pageResult } from '../../lib/paging';
import { NOT_YOUR_COURSE, assertTeaches, taughtBy, teaches } from '../../modules/classroom/access';
import {
  findSubmission,
  pageSubmissions,
  toSubmissionDetail,
  toSubmissionListItem,
  userName,
  type SubmissionRowWithRefs,
} from '../../modules/classroom/submissions';
import { notify } from '../notifications/notify';
import { loadTaughtEvaluation } from './loadEvaluation';
import { finalizeExpiredAttempts } from '../../modules/classroom/attempts';
import { linkContextOf } from '../files/signedUrl';

/** GET /teacher/submissions: submissions of the caller's courses (ADMIN: all), newest first, paged. */
export async function listSubmissions(req: FastifyRequest, q: TeacherSubmissionsQuery): Promise<Page<SubmissionListItem>> {
  const db = req.server.db;
  if (q.courseId) await assertTeaches(db, req.user, q.courseId);
  if (q.evaluationId) await loadTaughtEvaluation(req, q.evaluationId);
  await finalizeExpiredAttempts(db);
  const { rows, total } = await pageSubmissions(
    db,
    [
      taughtBy(req.user),
      q.status ? eq(submissions.status, q.status) : undefined,
      q.courseId ? eq(evaluations.courseId, q.courseId) : undefined,
      q.evaluationId ? eq(submissions.evaluationId, q.evaluationId) : undefined,
    ],
    { offset: q.page * q.size, limit: q.size },
  );
  return pageResult(rows.map(toSubmissionListItem), total, q.page, q.size);
}

async function loadTaughtSubmission(req: FastifyRequest, submissionId: number): Promise<SubmissionRowWithRefs> {
  const row = await findSubmission(req.server.db, submissionId);
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  if (!teaches(req.user, row.course)) throw forbidden(NOT_YOUR_COURSE);
  return row;
}

async function detail(req: FastifyRequest, submissionId: number): Promise<SubmissionDetail> {
  const row = await loadTaughtSubmission(req, submissionId);
  const link = linkContextOf(req);
  return toSubmissionDetail(row, link, await userName(req.server.db, row.submission.gradedBy));
}

/** GET /teacher/submissions/{submissionId}: the answer, the file link and the quiz answers. */
export async function getSubmission(req: FastifyRequest, submissionId: number): Promise<SubmissionDetail> {
  return detail(req, submissionId);
}

/** POST /teacher/submissions/{submissionId}/review: PENDIENTE → EN_REVISION (idempotent; a graded one stays). */
export async function reviewSubmission(req: FastifyRequest, submissionId: number): Promise<SubmissionDetail> {
  const row = await loadTaughtSubmission(req, submissionId);
  if (row.submission.status === 'PENDIENTE') {
    await req.server.db.transaction(async (tx) => {
      await tx.update(submissions).set({ status: 'EN_REVISION', updatedAt: new Date() }).where(eq(submissions.id, submissionId));
      await audit(
        req,
        'UPDATE',
        'submission',
        submissionId,
        { status: 'EN_REVISION', evaluationId: row.evaluation.id },
        tx,
        `${row.evaluation.title} · ${row.student.fullName}`,
      );
    });
  }
  return detail(req, submissionId);
}

/** POST /teacher/submissions/{submissionId}/grade: score 0–20 and feedback → CALIFICADO; the student is notified. */
export async function gradeSubmission(
  req: FastifyRequest,
  submissionId: number,
  body: { score: number; feedback: string },
): Promise<SubmissionDetail> {
  const row = await loadTaughtSubmission(req, submissionId);
  const now = new Date();
  await req.server.db.transaction(async (tx) => {
    await tx
      .update(submissions)
      .set({
        status: 'CALIFICADO',
        score: body.score,
        feedback: body.feedback || null,
        gradedBy: req.user.id,
        gradedAt: now,
        updatedAt: now,
      })
      .where(eq(submissions.id, submissionId));
    await audit(
      req,
      'UPDATE',
      'submission',
      submissionId,
      { evaluationId: row.evaluation.id, studentId: row.student.id, score: body.score, previous: row.submission.score },
      tx,
      `${row.evaluation.title} · ${row.student.fullName}`,
    );
    await notify(tx, row.student.id, {
      kind: 'GRADE',
      title: `Nueva nota: ${row.evaluation.title}`,
      body: `${row.course.title}: ${formatGrade(body.score)}`,
      link: CLASSROOM_LINKS.studentGrades,
    });
  });
  return detail(req, submissionId);
}
