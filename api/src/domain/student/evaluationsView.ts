import { and, eq, inArray } from 'drizzle-orm';
import { effectiveDue, isOpenNow, studentEvaluationState, type StudentEvaluation } from '@inpro/shared-contracts';
import { attemptSummary, extensionsOf } from '../../modules/classroom/attempts';
import type { Db } from '../../db';
import { submissions, type SubmissionRow } from '../../db/schema';
import { evaluationBase, type EvaluationWithCourse } from '../../modules/classroom/evaluations';
import { toStudentSubmission, type LinkContext } from '../../modules/classroom/submissions';

/** Evaluations as the student sees them: no right answers, their state and own submission. */
export async function toStudentEvaluations(
  db: Db,
  userId: number,
  rows: EvaluationWithCourse[],
  link: LinkContext,
): Promise<StudentEvaluation[]> {
  const ids = rows.map((r) => r.evaluation.id);
  const own = new Map<number, SubmissionRow>();
  if (ids.length) {
    const subs = await db
      .select()
      .from(submissions)
      .where(and(eq(submissions.userId, userId), inArray(submissions.evaluationId, ids)));
    for (const s of subs) own.set(s.evaluationId, s);
  }
  const [extensions, attempts] = await Promise.all([extensionsOf(db, ids, userId), attemptSummary(db, ids, userId)]);
  const now = new Date();
  return rows.map((row) => {
    const e = row.evaluation;
    const sub = own.get(e.id);
    const due = effectiveDue(e.dueAt, extensions.get(e.id)?.get(userId));
    const tries = attempts.get(e.id) ?? { used: 0, openId: null };
    const open = isOpenNow(e.opensAt, due, now);
    // A quiz takes a new attempt while some are left; a task may be sent again until its due date.
    const canSubmit = open && (e.type === 'Quiz' ? tries.openId !== null || tries.used < e.maxAttempts : sub?.status !== 'CALIFICADO');
    return {
      ...evaluationBase(row),
      // No right answers for the student; bank quizzes show their questions in each attempt.
      questions: e.questions.map((q) => ({ id: q.id, text: q.text, options: q.options, ...(q.kind ? { kind: q.kind } : {}) })),
      state: studentEvaluationState(sub ?? null, due, now),
      canSubmit,
      submission: sub ? toStudentSubmission(sub, e.questions, link) : null,
      ownDueAt: due.toISOString(),
      attemptsUsed: tries.used,
      openAttemptId: tries.openId,
    };
  });
}
