import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { EVALUATION_LOCKED, type EvaluationUpdate, type TeacherEvaluation } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { evaluations, type EvaluationRow } from '../../db/schema';
import { conflict } from '../../errors';
import { hasAnswers } from '../../modules/classroom/attempts';
import { toTeacherEvaluations } from '../../modules/classroom/evaluations';
import { assertExamResource, loadTaughtEvaluation } from './loadEvaluation';
import { assertBankHolds } from './questionBank';

/** JSON with object keys sorted: jsonb answers keys in its own order. */
function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}

/** Everything of an evaluation but its course and dates, as stored. */
function contentOf(
  e: Pick<
    EvaluationRow,
    | 'type'
    | 'title'
    | 'instructions'
    | 'questions'
    | 'weight'
    | 'resourceId'
    | 'timeLimitMinutes'
    | 'maxAttempts'
    | 'attemptRule'
    | 'shuffle'
    | 'bankCount'
  >,
) {
  return stableJson([
    e.type,
    e.title,
    e.instructions,
    e.questions,
    e.weight,
    e.resourceId,
    e.timeLimitMinutes,
    e.maxAttempts,
    e.attemptRule,
    e.shuffle,
    e.bankCount,
  ]);
}

/**
 * PUT /teacher/evaluations/{evaluationId}: every field but the course, until someone answers it;
 * from then on only its dates (opening and due) may change (409 otherwise), so every student is
 * graded on the same questions.
 */
export async function updateEvaluation(req: FastifyRequest, evaluationId: number, body: EvaluationUpdate): Promise<TeacherEvaluation> {
  const db = req.server.db;
  const { evaluation, course } = await loadTaughtEvaluation(req, evaluationId);
  await assertExamResource(req, body.resourceId, course.id);
  const content = {
    type: body.type,
    title: body.title,
    instructions: body.instructions,
    questions: body.questions,
    weight: body.weight,
    resourceId: body.resourceId,
    timeLimitMinutes: body.timeLimitMinutes,
    maxAttempts: body.maxAttempts,
    attemptRule: body.attemptRule,
    shuffle: body.shuffle,
    bankCount: body.bankCount,
  };
  const locked = await hasAnswers(db, evaluationId);
  if (locked && contentOf(content) !== contentOf(evaluation)) throw conflict(EVALUATION_LOCKED);
  // Answered quizzes keep what they draw; only a change of it is checked against the bank.
  if (!locked && content.bankCount !== evaluation.bankCount) await assertBankHolds(db, course.id, content.bankCount);
  const row = await db.transaction(async (tx) => {
    const [e] = await tx
      .update(evaluations)
      .set({
        ...(locked ? {} : content),
        dueAt: new Date(body.dueAt),
        opensAt: body.opensAt ? new Date(body.opensAt) : null,
        updatedAt: new Date(),
      })
      .where(eq(evaluations.id, evaluationId))
      .returning();
    await audit(
      req,
      'UPDATE',
      'evaluation',
      evaluationId,
      { courseId: course.id, title: e.title, type: e.type, onlyDates: locked },
      tx,
      `${e.title} · ${course.title}`,
    );
    return e;
  });
  const [one] = await toTeacherEvaluations(db, [{ evaluation: row, course }]);
  return one;
}
