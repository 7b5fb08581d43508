import type { FastifyRequest } from 'fastify';
import {
  QUIZ_ANSWERS_INCOMPLETE,
  QUIZ_ANSWER_INVALID,
  SUBMISSION_ALREADY_SENT,
  SUBMISSION_LATE,
  SUBMISSION_NOT_QUIZ,
  isBeforeDue,
  quizScore,
  type StudentEvaluation,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { submissions } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { assertActiveEnrolment } from '../classroom/access';
import { getStudentEvaluation, loadEnrolledEvaluation } from './evaluations';

/**
 * POST /student/evaluations/{evaluationId}/quiz: every question answered, once, before the due
 * date; graded at once (20 × right answers / questions) and stored CALIFICADO.
 */
export async function takeQuiz(req: FastifyRequest, evaluationId: number, answers: Record<string, number>): Promise<StudentEvaluation> {
  const db = req.server.db;
  const { evaluation, course } = await loadEnrolledEvaluation(req, evaluationId);
  await assertActiveEnrolment(db, req.user, course.id);
  if (evaluation.type !== 'Quiz') throw badRequest(SUBMISSION_NOT_QUIZ);
  if (!isBeforeDue(evaluation.dueAt)) throw conflict(SUBMISSION_LATE);
  const questions = evaluation.questions;
  const known = new Set(questions.map((q) => q.id));
  for (const [id, choice] of Object.entries(answers)) {
    const q = questions.find((x) => x.id === id);
    if (!known.has(id) || !q || choice >= q.options.length)
      throw badRequest(QUIZ_ANSWER_INVALID, { [`answers.${id}`]: QUIZ_ANSWER_INVALID });
  }
  if (questions.some((q) => answers[q.id] === undefined)) throw badRequest(QUIZ_ANSWERS_INCOMPLETE, { answers: QUIZ_ANSWERS_INCOMPLETE });
  const correct = questions.filter((q) => answers[q.id] === q.answer).length;
  const score = quizScore(correct, questions.length);
  const now = new Date();
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(submissions)
      .values({ evaluationId, userId: req.user.id, answers, status: 'CALIFICADO', score, gradedAt: now, submittedAt: now })
      .onConflictDoNothing()
      .returning({ id: submissions.id });
    if (!inserted.length) throw conflict(SUBMISSION_ALREADY_SENT);
    await audit(
      req,
      'CREATE',
      'submission',
      inserted[0].id,
      { evaluationId, courseId: course.id, quiz: true, score },
      tx,
      `${evaluation.title} · ${req.user.fullName}`,
    );
  });
  return getStudentEvaluation(req, evaluationId);
}
