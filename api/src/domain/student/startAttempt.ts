import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, max } from 'drizzle-orm';
import {
  ATTEMPTS_EXHAUSTED,
  BANK_TOO_SMALL,
  EVALUATION_NOT_OPEN,
  SUBMISSION_LATE,
  SUBMISSION_NOT_QUIZ,
  type StudentAttempt,
} from '@inpro/shared-contracts';
import { randomInt } from 'node:crypto';
import { audit } from '../../audit';
import { quizAttempts, type QuizAttemptRow } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { assertActiveEnrolment } from '../../modules/classroom/access';
import { deadlineFor, drawQuestions, finalizeExpiredAttempts, studentDue, toStudentAttempt } from '../../modules/classroom/attempts';
import { loadEnrolledEvaluation } from './evaluations';

/** The caller's attempt in progress at a quiz (after the server submitted any whose time is up). */
export async function openAttemptOf(req: FastifyRequest, evaluationId: number): Promise<QuizAttemptRow | undefined> {
  await finalizeExpiredAttempts(req.server.db, { evaluationId, userId: req.user.id });
  const [open] = await req.server.db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.evaluationId, evaluationId), eq(quizAttempts.userId, req.user.id), isNull(quizAttempts.submittedAt)))
    .limit(1);
  return open;
}

/**
 * POST /student/evaluations/{evaluationId}/attempts: starts an attempt (or answers the one in
 * progress) while the quiz is open for the caller and attempts are left. Its questions are drawn and
 * ordered now; its deadline is the time limit, never after the caller's due date.
 */
export async function startAttempt(req: FastifyRequest, evaluationId: number): Promise<StudentAttempt> {
  const db = req.server.db;
  const { evaluation, course } = await loadEnrolledEvaluation(req, evaluationId);
  await assertActiveEnrolment(db, req.user, course.id);
  if (evaluation.type !== 'Quiz') throw badRequest(SUBMISSION_NOT_QUIZ);
  const open = await openAttemptOf(req, evaluationId);
  if (open) return toStudentAttempt(open);
  const now = new Date();
  const due = await studentDue(db, evaluation, req.user.id);
  if (evaluation.opensAt && now < evaluation.opensAt) throw conflict(EVALUATION_NOT_OPEN);
  if (now > due) throw conflict(SUBMISSION_LATE);
  const [{ used }] = await db
    .select({ used: max(quizAttempts.number) })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.evaluationId, evaluationId), eq(quizAttempts.userId, req.user.id)));
  const number = (used ?? 0) + 1;
  if (number > evaluation.maxAttempts) throw conflict(ATTEMPTS_EXHAUSTED);
  const questions = await drawQuestions(db, evaluation, randomInt(1, 2 ** 31));
  if (!questions?.length) throw conflict(BANK_TOO_SMALL);
  const row = await db.transaction(async (tx) => {
    // The unique (evaluation, student, number) and the one-open-attempt index refuse a double click.
    const [a] = await tx
      .insert(quizAttempts)
      .values({ evaluationId, userId: req.user.id, number, questions, startedAt: now, deadlineAt: deadlineFor(evaluation, due, now) })
      .onConflictDoNothing()
      .returning();
    if (!a) return undefined;
    await audit(req, 'CREATE', 'quiz_attempt', a.id, { evaluationId, number }, tx, `${evaluation.title} · ${req.user.fullName}`);
    return a;
  });
  const started = row ?? (await openAttemptOf(req, evaluationId));
  if (!started) throw conflict(ATTEMPTS_EXHAUSTED);
  return toStudentAttempt(started);
}
