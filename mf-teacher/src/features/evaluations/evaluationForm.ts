import { evaluationCreateSchema, type EvaluationCreateInput } from '@inpro/shared-contracts';

export interface QuestionDraft {
  key: number;
  text: string;
  options: string[];
  /** Index of the right option, or -1 when none is chosen. */
  answer: number;
}

export interface EvaluationDraft {
  courseId: string;
  type: string;
  title: string;
  dueAt: string;
  instructions: string;
  questions: QuestionDraft[];
}

let nextKey = 1;
export function newQuestion(): QuestionDraft {
  nextKey += 1;
  return { key: nextKey, text: '', options: ['', ''], answer: -1 };
}

export const emptyEvaluation = (): EvaluationDraft => ({
  courseId: '',
  type: 'Tarea',
  title: '',
  dueAt: '',
  instructions: '',
  questions: [],
});

/** The POST /teacher/evaluations body of a draft (questions only for a quiz). */
export function evaluationInput(d: EvaluationDraft): EvaluationCreateInput {
  return {
    weight: null,
    resourceId: null,
    courseId: d.courseId,
    type: d.type,
    title: d.title,
    dueAt: d.dueAt,
    instructions: d.instructions,
    questions:
      d.type === 'Quiz' ? d.questions.map((q) => ({ text: q.text, options: q.options, answer: q.answer < 0 ? undefined : q.answer })) : [],
  };
}

/**
 * Field errors of a draft by the shared schema: '{field}' for the form fields and
 * 'questions.{i}' / 'questions.{i}.options' / 'questions.{i}.answer' for the quiz.
 */
export function evaluationErrors(d: EvaluationDraft): Record<string, string> {
  const parsed = evaluationCreateSchema.safeParse(evaluationInput(d));
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [first, index, field] = issue.path.map(String);
    let key = first ?? '_';
    if (first === 'questions' && index !== undefined)
      key = field === 'options' || field === 'answer' ? `questions.${index}.${field}` : `questions.${index}`;
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
