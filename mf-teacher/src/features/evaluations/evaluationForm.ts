import type { QuestionKind, TeacherEvaluation } from '@inpro/shared-contracts';

export interface QuestionDraft {
  key: number;
  /** single, multiple, truefalse, short or essay (the shared QUESTION_KINDS). */
  kind: QuestionKind;
  text: string;
  /** Right options of a multiple-choice question. */
  answers: number[];
  /** Accepted short answers, one a line. */
  accepted: string;
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
  opensAt: string;
  timeLimitMinutes: string;
  maxAttempts: string;
  attemptRule: string;
  shuffle: boolean;
  bankCount: string;
}

let nextKey = 1;
export function newQuestion(): QuestionDraft {
  nextKey += 1;
  return { key: nextKey, kind: 'single', text: '', options: ['', ''], answer: -1, answers: [], accepted: '' };
}

export const emptyEvaluation = (): EvaluationDraft => ({
  courseId: '',
  type: 'Tarea',
  title: '',
  dueAt: '',
  instructions: '',
  questions: [],
  opensAt: '',
  timeLimitMinutes: '',
  maxAttempts: '1',
  attemptRule: 'HIGHEST',
  shuffle: false,
  bankCount: '',
});

/**
 * A question moved to another kind: options only where they are chosen among. Only a single
 * choice reads `answer` among its options (-1 until the teacher picks one, whatever the kind was);
 * the other kinds carry a valid 0 that the shared schema asks for and then ignores.
 */
export function withKind(q: QuestionDraft, kind: QuestionKind): QuestionDraft {
  const choices = kind === 'single' || kind === 'multiple';
  return {
    ...q,
    kind,
    options: choices ? (q.options.length >= 2 ? q.options : ['', '']) : [],
    answer: kind === 'single' ? (q.kind === 'single' ? q.answer : -1) : 0,
    answers: kind === 'multiple' ? q.answers : [],
  };
}

/** The message of question `i`'s options or answer, if any (an option's own message names no option). */
export function optionsError(errors: Partial<Record<string, string>>, i: number): string | undefined {
  const prefix = `questions.${i}.options`;
  const own = errors[prefix] ?? Object.entries(errors).find(([k]) => k.startsWith(`${prefix}.`))?.[1];
  return own ?? errors[`questions.${i}.answer`];
}

/** An instant as a datetime-local value in Lima time (UTC−5 all year: Peru keeps no daylight saving). */
export function toLimaInput(iso: string | null): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms - 5 * 3600_000).toISOString().slice(0, 16);
}

/** The form's values for an existing evaluation (the «Editar» action). */
export function draftFromEvaluation(e: TeacherEvaluation): EvaluationDraft {
  return {
    courseId: String(e.courseId),
    type: e.type,
    title: e.title,
    dueAt: toLimaInput(e.dueAt),
    instructions: e.instructions,
    questions: e.questions.map((q) => {
      nextKey += 1;
      return {
        key: nextKey,
        kind: q.kind ?? 'single',
        text: q.text,
        options: q.options,
        answer: q.answer,
        answers: q.answers ?? [],
        accepted: (q.accepted ?? []).join('\n'),
      };
    }),
    opensAt: toLimaInput(e.opensAt),
    timeLimitMinutes: e.timeLimitMinutes === null ? '' : String(e.timeLimitMinutes),
    maxAttempts: String(e.maxAttempts),
    attemptRule: e.attemptRule,
    shuffle: e.shuffle,
    bankCount: e.bankCount === null ? '' : String(e.bankCount),
  };
}
