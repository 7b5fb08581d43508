import type { EvaluationUpdateInput, TeacherEvaluation } from '@inpro/shared-contracts';

/** The update body that keeps an evaluation as it is except for `changes`. */
export function evaluationBody(e: TeacherEvaluation, changes: Partial<EvaluationUpdateInput> = {}): EvaluationUpdateInput {
  return {
    type: e.type,
    title: e.title,
    dueAt: e.dueAt,
    instructions: e.instructions,
    questions: e.questions,
    weight: e.weight,
    resourceId: e.resourceId,
    opensAt: e.opensAt,
    timeLimitMinutes: e.timeLimitMinutes,
    maxAttempts: e.maxAttempts,
    attemptRule: e.attemptRule,
    shuffle: e.shuffle,
    bankCount: e.bankCount,
    ...changes,
  };
}
