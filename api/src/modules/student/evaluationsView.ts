import { and, eq, inArray } from 'drizzle-orm';
import { isBeforeDue, studentEvaluationState, type StudentEvaluation } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { submissions, type SubmissionRow } from '../../db/schema';
import { evaluationBase, type EvaluationWithCourse } from '../classroom/evaluations';
import { toStudentSubmission, type LinkContext } from '../classroom/submissions';

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
  const now = new Date();
  return rows.map((row) => {
    const e = row.evaluation;
    const sub = own.get(e.id);
    return {
      ...evaluationBase(row),
      // No right answers for the student.
      questions: e.questions.map((q) => ({ id: q.id, text: q.text, options: q.options })),
      state: studentEvaluationState(sub ?? null, e.dueAt, now),
      canSubmit: !sub && isBeforeDue(e.dueAt, now),
      submission: sub ? toStudentSubmission(sub, e.questions, link) : null,
    };
  });
}
