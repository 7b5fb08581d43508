import { z } from '../../zod';
import { EVALUATION_TYPES, MAX_GRADE, MIN_GRADE, SUBMISSION_STATUSES, limaInstant } from '../../classroom';
import { matchOne } from '../../courseValues';
import { ATTEMPT_RULES, QUESTION_KINDS, TRUE_FALSE_OPTIONS, type QuestionKind } from '../../assessment';
import { idParams, idSchema, pageQuery } from '../common';
import {
  EVALUATION_COURSE_REQUIRED,
  EVALUATION_TYPE_INVALID,
  EVALUATION_TITLE_REQUIRED,
  EVALUATION_DUE_REQUIRED,
  EVALUATION_DUE_INVALID,
  QUIZ_QUESTIONS_REQUIRED,
  QUESTION_TEXT_REQUIRED,
  QUESTION_OPTIONS_INVALID,
  QUESTION_OPTION_REQUIRED,
  QUESTION_ANSWER_INVALID,
  EVALUATION_WEIGHT_INVALID,
  GRADE_INVALID,
  QUIZ_ANSWERS_INCOMPLETE,
  QUIZ_ANSWER_INVALID,
  SUBMISSION_EMPTY,
  QUESTION_KIND_INVALID,
  QUESTION_ANSWERS_INVALID,
  QUESTION_ACCEPTED_REQUIRED,
  ATTEMPTS_INVALID,
  TIME_LIMIT_INVALID,
  ATTEMPT_RULE_INVALID,
  OPENS_AFTER_DUE,
  BANK_COUNT_INVALID,
  ESSAY_GRADES_INVALID,
  EXTENSION_STUDENT_INVALID,
} from './messages';

// What teachers and students send: route parameters, evaluations, grades, submissions, queries.

export const evaluationIdParamsSchema = idParams('evaluationId');
export const submissionIdParamsSchema = idParams('submissionId');

// ---------- inputs ----------

/**
 * A due instant: YYYY-MM-DD (end of that day, 23:59 Lima), YYYY-MM-DDTHH:MM (Lima wall clock, as a
 * datetime-local input sends it) or an ISO instant with a zone. Answers an ISO string (UTC).
 */
export function parseDueAt(v: unknown): string | null | undefined {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  let d: Date;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (dateOnly) d = limaInstant(s, '23:59');
  else if (local && Number(local[4] ?? 0) > 59) return undefined;
  else if (local) d = new Date(limaInstant(local[1], `${local[2]}:${local[3]}`).getTime() + Number(local[4] ?? 0) * 1000);
  else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(s)) d = new Date(s);
  else return undefined;
  if (Number.isNaN(d.getTime())) return undefined;
  const y = d.getUTCFullYear();
  if (y < 2000 || y > 2999) return undefined;
  return d.toISOString();
}

const dueAtField = z.unknown().transform((v, ctx) => {
  const d = parseDueAt(v);
  if (d === null) {
    ctx.addIssue({ code: 'custom', message: EVALUATION_DUE_REQUIRED });
    return z.NEVER;
  }
  if (d === undefined) {
    ctx.addIssue({ code: 'custom', message: EVALUATION_DUE_INVALID });
    return z.NEVER;
  }
  return d;
});

/** A number that may come as text with a decimal comma ("14,5"). */
function toNumber(v: unknown): unknown {
  if (typeof v === 'string') {
    const t = v.trim().replace(',', '.');
    return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : v;
  }
  return v;
}

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const optionText = z
  .string({ error: QUESTION_OPTION_REQUIRED })
  .trim()
  .min(1, { error: QUESTION_OPTION_REQUIRED })
  .max(500, { error: 'Opción: máximo 500 caracteres.' });
const optionIndex = z.preprocess(
  toNumber,
  z.number({ error: QUESTION_ANSWER_INVALID }).int({ error: QUESTION_ANSWER_INVALID }).min(0, { error: QUESTION_ANSWER_INVALID }),
);

/**
 * A question of a quiz or of the bank. `kind` (default single choice) decides what the rest means:
 * `answer` (single, true/false), `answers` (multiple), `accepted` (short answer); an essay has none.
 */
const quizQuestionInputSchema = z
  .object(
    {
      id: z.preprocess(
        (v) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'number' ? String(v) : v),
        z
          .string({ error: 'Identificador de pregunta inválido.' })
          .trim()
          .regex(/^[\w-]{1,40}$/, { error: 'Identificador de pregunta inválido.' })
          .optional(),
      ),
      kind: z.preprocess(
        (v) => (v === undefined || v === null || v === '' ? 'single' : v),
        z.enum(QUESTION_KINDS, { error: QUESTION_KIND_INVALID }),
      ),
      text: z
        .string({ error: QUESTION_TEXT_REQUIRED })
        .trim()
        .min(1, { error: QUESTION_TEXT_REQUIRED })
        .max(1000, { error: 'Pregunta: máximo 1000 caracteres.' }),
      options: z.preprocess(
        (v) => (v === undefined || v === null ? [] : v),
        z.array(optionText, { error: QUESTION_OPTIONS_INVALID }).max(8, { error: QUESTION_OPTIONS_INVALID }),
      ),
      answer: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), optionIndex),
      answers: z.preprocess((v) => (v === undefined || v === null ? [] : v), z.array(optionIndex, { error: QUESTION_ANSWERS_INVALID })),
      accepted: z.preprocess(
        (v) => (v === undefined || v === null ? [] : typeof v === 'string' ? v.split('\n') : v),
        z.array(z.string({ error: QUESTION_ACCEPTED_REQUIRED }).trim().max(200, { error: 'Respuesta aceptada: máximo 200 caracteres.' }), {
          error: QUESTION_ACCEPTED_REQUIRED,
        }),
      ),
    },
    { error: 'Pregunta inválida.' },
  )
  .superRefine((q, ctx) => {
    if (q.kind === 'single' || q.kind === 'multiple') {
      if (q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: QUESTION_OPTIONS_INVALID });
    }
    if (q.kind === 'single' && q.answer >= q.options.length)
      ctx.addIssue({ code: 'custom', path: ['answer'], message: QUESTION_ANSWER_INVALID });
    if (q.kind === 'truefalse' && q.answer > 1) ctx.addIssue({ code: 'custom', path: ['answer'], message: QUESTION_ANSWER_INVALID });
    if (q.kind === 'multiple' && (!q.answers.length || q.answers.some((a) => a >= q.options.length)))
      ctx.addIssue({ code: 'custom', path: ['answers'], message: QUESTION_ANSWERS_INVALID });
    if (q.kind === 'short' && !q.accepted.some((a) => a.length))
      ctx.addIssue({ code: 'custom', path: ['accepted'], message: QUESTION_ACCEPTED_REQUIRED });
  })
  .transform((q) => storedQuestion(q));

/** The stored shape: single-choice questions keep their historical {id, text, options, answer}. */
function storedQuestion(q: {
  id?: string;
  kind: QuestionKind;
  text: string;
  options: string[];
  answer: number;
  answers: number[];
  accepted: string[];
}): StoredQuestionInput {
  const base = { ...(q.id ? { id: q.id } : {}), text: q.text };
  switch (q.kind) {
    case 'single':
      return { ...base, options: q.options, answer: q.answer };
    case 'truefalse':
      return { ...base, kind: 'truefalse', options: [...TRUE_FALSE_OPTIONS], answer: q.answer };
    case 'multiple': {
      const answers = [...new Set(q.answers)].sort((a, b) => a - b);
      return { ...base, kind: 'multiple', options: q.options, answer: answers[0], answers };
    }
    case 'short':
      return { ...base, kind: 'short', options: [], answer: 0, accepted: q.accepted.filter((a) => a.length) };
    default:
      return { ...base, kind: 'essay', options: [], answer: 0 };
  }
}
export interface StoredQuestionInput {
  id?: string;
  kind?: QuestionKind;
  text: string;
  options: string[];
  answer: number;
  answers?: number[];
  accepted?: string[];
}
export type QuizQuestionInput = z.input<typeof quizQuestionInputSchema>;

const evaluationFields = {
  type: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : (matchOne(EVALUATION_TYPES, v) ?? v)),
    z.enum(EVALUATION_TYPES, { error: EVALUATION_TYPE_INVALID }),
  ),
  title: z
    .string({ error: EVALUATION_TITLE_REQUIRED })
    .trim()
    .min(1, { error: EVALUATION_TITLE_REQUIRED })
    .max(200, { error: 'Título: máximo 200 caracteres.' }),
  dueAt: dueAtField,
  instructions: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: 'Las instrucciones deben ser texto.' }).trim().max(5000, { error: 'Instrucciones: máximo 5000 caracteres.' }),
  ),
  questions: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z.array(quizQuestionInputSchema, { error: 'Las preguntas deben ser una lista.' }).max(100, { error: 'Máximo 100 preguntas.' }),
  ),
  weight: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? null : toNumber(v)),
    z
      .number({ error: EVALUATION_WEIGHT_INVALID })
      .min(0, { error: EVALUATION_WEIGHT_INVALID })
      .max(100, { error: EVALUATION_WEIGHT_INVALID })
      .refine(hasAtMostTwoDecimals, { error: EVALUATION_WEIGHT_INVALID })
      .nullable(),
  ),
  resourceId: z.preprocess((v) => (v === undefined || v === '' ? null : v), idSchema('ID del recurso inválido.').nullable()),
  /** No opening date: open from creation. Same formats as the due date. */
  opensAt: z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const d = parseDueAt(v);
      if (d === undefined) {
        ctx.addIssue({ code: 'custom', message: EVALUATION_DUE_INVALID });
        return z.NEVER;
      }
      return d;
    }),
  timeLimitMinutes: z.preprocess(
    (v) => (v === undefined || v === null || v === '' || v === 0 || v === '0' ? null : toNumber(v)),
    z
      .number({ error: TIME_LIMIT_INVALID })
      .int({ error: TIME_LIMIT_INVALID })
      .min(1, { error: TIME_LIMIT_INVALID })
      .max(600, { error: TIME_LIMIT_INVALID })
      .nullable(),
  ),
  maxAttempts: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : toNumber(v)),
    z
      .number({ error: ATTEMPTS_INVALID })
      .int({ error: ATTEMPTS_INVALID })
      .min(1, { error: ATTEMPTS_INVALID })
      .max(10, { error: ATTEMPTS_INVALID }),
  ),
  attemptRule: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'HIGHEST' : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(ATTEMPT_RULES, { error: ATTEMPT_RULE_INVALID }),
  ),
  shuffle: z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean()),
  /** How many questions each attempt draws from the course's bank (besides the quiz's own). */
  bankCount: z.preprocess(
    (v) => (v === undefined || v === null || v === '' || v === 0 || v === '0' ? null : toNumber(v)),
    z
      .number({ error: BANK_COUNT_INVALID })
      .int({ error: BANK_COUNT_INVALID })
      .min(1, { error: BANK_COUNT_INVALID })
      .max(100, { error: BANK_COUNT_INVALID })
      .nullable(),
  ),
};

type EvaluationFieldsOut = {
  type: (typeof EVALUATION_TYPES)[number];
  dueAt: string;
  opensAt: string | null;
  timeLimitMinutes: number | null;
  maxAttempts: number;
  bankCount: number | null;
  questions: StoredQuestionInput[];
};

/**
 * A quiz needs questions of its own or drawn from the bank (ids q1, q2… where none is given,
 * unique); other types keep none and take no attempt settings. An opening date precedes the due date.
 */
function normalizeQuestions<T extends EvaluationFieldsOut>(v: T, ctx: z.RefinementCtx) {
  if (v.opensAt && Date.parse(v.opensAt) >= Date.parse(v.dueAt)) {
    ctx.addIssue({ code: 'custom', path: ['opensAt'], message: OPENS_AFTER_DUE });
    return z.NEVER;
  }
  if (v.type !== 'Quiz')
    return { ...v, questions: [] as Array<StoredQuestionInput & { id: string }>, timeLimitMinutes: null, maxAttempts: 1, bankCount: null };
  if (!v.questions.length && !v.bankCount) {
    ctx.addIssue({ code: 'custom', path: ['questions'], message: QUIZ_QUESTIONS_REQUIRED });
    return z.NEVER;
  }
  const used = new Set<string>();
  const questions = v.questions.map((q, i) => {
    let id = q.id && !used.has(q.id) ? q.id : `q${i + 1}`;
    while (used.has(id)) id = `${id}-${i + 1}`;
    used.add(id);
    return { ...q, id };
  });
  return { ...v, questions };
}

/** POST /teacher/evaluations */
export const evaluationCreateSchema = z
  .object({ courseId: idSchema(EVALUATION_COURSE_REQUIRED), ...evaluationFields }, { error: 'Datos de la evaluación inválidos.' })
  .transform(normalizeQuestions);
export type EvaluationCreateInput = z.input<typeof evaluationCreateSchema>;
export type EvaluationCreate = z.output<typeof evaluationCreateSchema>;

/** A question of the form nobody wrote anything in (no statement, option or accepted answer). */
function isBlankDraftQuestion(q: unknown): boolean {
  if (!q || typeof q !== 'object') return false;
  const { text, options, accepted } = q as { text?: unknown; options?: unknown; accepted?: unknown };
  const blank = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && !x.trim());
  return (
    blank(text) && (!Array.isArray(options) || options.every(blank)) && (Array.isArray(accepted) ? accepted.every(blank) : blank(accepted))
  );
}

/**
 * The teacher's «Nueva evaluación» form: `evaluationCreateSchema`, except that the questions of an
 * Examen or a Tarea are not checked (they stay on screen should the teacher switch back to Quiz, and
 * are not sent), and a quiz drawn from the bank is not held back by the empty question the form
 * starts a quiz with.
 */
export const evaluationDraftSchema = z.preprocess((v) => {
  if (!v || typeof v !== 'object') return v;
  const draft = v as { type?: unknown; questions?: unknown; bankCount?: unknown };
  if (draft.type !== 'Quiz') return { ...v, questions: [] };
  const fromBank = draft.bankCount !== undefined && draft.bankCount !== null && draft.bankCount !== '' && draft.bankCount !== '0';
  if (fromBank && Array.isArray(draft.questions) && draft.questions.every(isBlankDraftQuestion)) return { ...v, questions: [] };
  return v;
}, evaluationCreateSchema);

/** PUT /teacher/evaluations/{evaluationId}: the same fields except the course. */
export const evaluationUpdateSchema = z
  .object(evaluationFields, { error: 'Datos de la evaluación inválidos.' })
  .transform(normalizeQuestions);
export type EvaluationUpdateInput = z.input<typeof evaluationUpdateSchema>;
export type EvaluationUpdate = z.output<typeof evaluationUpdateSchema>;

/** POST /teacher/submissions/{submissionId}/grade: score 0–20 (two decimals; "14,5" accepted) and feedback. */
export const gradeSubmissionSchema = z.object({
  score: z.preprocess(
    toNumber,
    z
      .number({ error: GRADE_INVALID })
      .min(MIN_GRADE, { error: GRADE_INVALID })
      .max(MAX_GRADE, { error: GRADE_INVALID })
      .refine(hasAtMostTwoDecimals, { error: GRADE_INVALID }),
  ),
  feedback: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: 'La retroalimentación debe ser texto.' }).trim().max(5000, { error: 'Retroalimentación: máximo 5000 caracteres.' }),
  ),
});
export type GradeSubmissionInput = z.input<typeof gradeSubmissionSchema>;

/**
 * POST /student/evaluations/{evaluationId}/submission (Tarea, Examen): JSON {text}, or multipart
 * with `file` (same rules and size limit as materials) and an optional `text` field.
 */
export const taskSubmissionSchema = z.object({
  text: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: 'La respuesta debe ser texto.' }).trim().max(20000, { error: 'Respuesta: máximo 20000 caracteres.' }),
  ),
});

/**
 * A Tarea or Examen answer as a whole, on the form and on the server: the text (as above) and the
 * attached file or null (`F`: the browser's File on the form, the uploaded part on the server; its
 * type and size are the upload rules of materials). One of the two is needed.
 */
export function taskAnswerSchema<F>() {
  return taskSubmissionSchema.extend({ file: z.custom<F | null>() }).superRefine((v, ctx) => {
    if (!v.text && v.file == null) ctx.addIssue({ code: 'custom', path: ['text'], message: SUBMISSION_EMPTY });
  });
}

/** POST /student/evaluations/{evaluationId}/quiz: {answers: {questionId: option index}}. */
export const quizAnswersSchema = z.object({
  answers: z.record(
    z.string().regex(/^[\w-]{1,40}$/, { error: QUIZ_ANSWER_INVALID }),
    z.preprocess(
      toNumber,
      z.number({ error: QUIZ_ANSWER_INVALID }).int({ error: QUIZ_ANSWER_INVALID }).min(0, { error: QUIZ_ANSWER_INVALID }),
    ),
    { error: QUIZ_ANSWERS_INCOMPLETE },
  ),
});

/**
 * A quiz's answers checked against its questions, on the form before sending and on the server
 * before grading: each answer names one of the questions and one of its options (else
 * `answers.{id}`: QUIZ_ANSWER_INVALID), and every question is answered (else `answers.{id}`:
 * QUIZ_ANSWERS_INCOMPLETE for each one left).
 */
export function quizAnswersFor(questions: ReadonlyArray<{ readonly id: string; readonly options: readonly unknown[] }>) {
  return quizAnswersSchema.superRefine(({ answers }, ctx) => {
    for (const [id, choice] of Object.entries(answers)) {
      const question = questions.find((q) => q.id === id);
      if (!question || choice >= question.options.length)
        ctx.addIssue({ code: 'custom', path: ['answers', id], message: QUIZ_ANSWER_INVALID });
    }
    for (const q of questions) {
      if (answers[q.id] === undefined) ctx.addIssue({ code: 'custom', path: ['answers', q.id], message: QUIZ_ANSWERS_INCOMPLETE });
    }
  });
}

const optionalIdQuery = (message: string) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : v), idSchema(message).optional());

/** GET /teacher/evaluations?courseId= */
export const teacherEvaluationsQuerySchema = z.object({ courseId: optionalIdQuery('ID del curso inválido.') });

/** GET /teacher/submissions?status=&courseId=&evaluationId=&page=0&size=50 */
export const teacherSubmissionsQuerySchema = pageQuery(50, 200).extend({
  status: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(SUBMISSION_STATUSES, { error: 'Estado inválido (PENDIENTE, EN_REVISION o CALIFICADO).' }).optional(),
  ),
  courseId: optionalIdQuery('ID del curso inválido.'),
  evaluationId: optionalIdQuery('ID de la evaluación inválido.'),
});
export type TeacherSubmissionsQuery = z.output<typeof teacherSubmissionsQuerySchema>;

/** GET /student/grades?courseId= and GET /student/evaluations?courseId= */
export const studentCourseFilterQuerySchema = z.object({ courseId: optionalIdQuery('ID del curso inválido.') });

export const attemptIdParamsSchema = idParams('attemptId');
export const bankQuestionIdParamsSchema = idParams('questionId');

const responseValue = z.union(
  [
    z.number().int().min(0),
    z.array(z.number().int().min(0)).max(8),
    z.string().max(20000, { error: 'Respuesta: máximo 20000 caracteres.' }),
  ],
  { error: QUIZ_ANSWER_INVALID },
);

/** PUT /student/attempts/{attemptId}/responses and POST …/submit: answers so far, by question id. */
export const attemptResponsesSchema = z.object({
  responses: z.preprocess(
    (v) => (v === undefined || v === null ? {} : v),
    z.record(z.string().regex(/^[\w-]{1,40}$/, { error: QUIZ_ANSWER_INVALID }), responseValue, { error: QUIZ_ANSWER_INVALID }),
  ),
});
export type AttemptResponses = z.output<typeof attemptResponsesSchema>;

/** POST /teacher/attempts/{attemptId}/grade: a 0–20 grade per essay question, and feedback. */
export const gradeEssaysSchema = z.object({
  grades: z.record(z.string(), gradeSubmissionSchema.shape.score, { error: ESSAY_GRADES_INVALID }),
  feedback: gradeSubmissionSchema.shape.feedback,
});
export type GradeEssays = z.output<typeof gradeEssaysSchema>;
export type GradeEssaysInput = z.input<typeof gradeEssaysSchema>;

/** PUT /teacher/evaluations/{evaluationId}/extensions: a later due instant for one student. */
export const extensionSchema = z.object({ userId: idSchema(EXTENSION_STUDENT_INVALID), dueAt: dueAtField });
export type ExtensionInput = z.output<typeof extensionSchema>;
export const extensionParamsSchema = z.object({
  evaluationId: idSchema('ID de la evaluación inválido.'),
  userId: idSchema(EXTENSION_STUDENT_INVALID),
});

/** POST /teacher/courses/{courseId}/question-bank */
export const bankQuestionCreateSchema = quizQuestionInputSchema;
