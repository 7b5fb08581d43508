export interface QuestionDraft {
  key: number;
  text: string;
  options: string[];
  /** Index of the right option, or -1 when none is chosen (the shared schema asks for one). */
  answer: number;
}

/** The «Nueva evaluación» form's values, checked by the shared `evaluationDraftSchema` (`key` only keys the list). */
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

/** The message of question `i`'s options or answer, if any (an option's own message names no option). */
export function optionsError(errors: Partial<Record<string, string>>, i: number): string | undefined {
  const prefix = `questions.${i}.options`;
  const own = errors[prefix] ?? Object.entries(errors).find(([k]) => k.startsWith(`${prefix}.`))?.[1];
  return own ?? errors[`questions.${i}.answer`];
}
