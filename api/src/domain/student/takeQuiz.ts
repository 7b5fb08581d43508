import type { FastifyRequest } from 'fastify';
import {
  INVALID_DATA_MESSAGE,
  SUBMISSION_ALREADY_SENT,
  SUBMISSION_LATE,
  SUBMISSION_NOT_QUIZ,
  fieldErrors,
  isBeforeDue,
  quizAnswersFor,
  type StudentEvaluation,
} from '@inpro/shared-contracts';
import { badRequest, conflict } from '../../errors';
import { assertActiveEnrolment } from '../../modules/classroom/access';
import { attemptSummary, studentDue } from '../../modules/classroom/attempts';
import { getStudentEvaluation, loadEnrolledEvaluation } from './evaluations';
import { openAttemptOf, startAttempt } from './startAttempt';
import { submitAttempt } from './submitAttempt';

/**
 * POST /student/evaluations/{evaluationId}/quiz: the whole quiz in one request (the form without a
 * timer): every question answered, while open and attempts are left; an attempt started and
 * submitted at once, graded on 0–20 (20 × right answers / questions).
 */
export async function takeQuiz(req: FastifyRequest, evaluationId: number, answers: Record<string, number>): Promise<StudentEvaluation> {
  const db = req.server.db;
  const { evaluation, course } = await loadEnrolledEvaluation(req, evaluationId);
  await assertActiveEnrolment(db, req.user, course.id);
  if (evaluation.type !== 'Quiz') throw badRequest(SUBMISSION_NOT_QUIZ);
  if (!isBeforeDue(await studentDue(db, evaluation, req.user.id))) throw conflict(SUBMISSION_LATE);
  // The form's check: every answer is one of its question's options, every question is answered.
  const checked = quizAnswersFor(evaluation.questions).safeParse({ answers });
  if (!checked.success) {
    const details = fieldErrors(checked.error.issues);
    throw badRequest(Object.values(details)[0] ?? INVALID_DATA_MESSAGE, details);
  }
  const open = await openAttemptOf(req, evaluationId);
  if (!open && evaluation.maxAttempts === 1 && (await attemptSummary(db, [evaluationId], req.user.id)).get(evaluationId)?.used)
    throw conflict(SUBMISSION_ALREADY_SENT);
  const attempt = await startAttempt(req, evaluationId);
  await submitAttempt(req, attempt.id, { responses: answers });
  return getStudentEvaluation(req, evaluationId);
}
