import { z } from '../../zod';
import { EVALUATION_TYPES, MAX_GRADE, MIN_GRADE, SUBMISSION_STATUSES, limaInstant } from '../../classroom';
import { matchOne } from '../../courseValues';
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

export const quizQuestionInputSchema = z
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
      text: z
        .string({ error: QUESTION_TEXT_REQUIRED })
        .trim()
        .min(1, { error: QUESTION_TEXT_REQUIRED })
        .max(1000, { error: 'Pregunta: máximo 1000 caracteres.' }),
      options: z
        .array(
          z
            .string({ error: QUESTION_OPTION_REQUIRED })
            .trim()
            .min(1, { error: QUESTION_OPTION_REQUIRED })
            .max(500, { error: 'Opción: máximo 500 caracteres.' }),
          { error: QUESTION_OPTIONS_INVALID },
        )
        .min(2, { error: QUESTION_OPTIONS_INVALID })
        .max(8, { error: QUESTION_OPTIONS_INVALID }),
      answer: z.preprocess(
        toNumber,
        z.number({ error: QUESTION_ANSWER_INVALID }).int({ error: QUESTION_ANSWER_INVALID }).min(0, { error: QUESTION_ANSWER_INVALID }),
      ),
    },
    { error: 'Pregunta inválida.' },
  )
  .superRefine((q, ctx) => {
    if (q.answer >= q.options.length) ctx.addIssue({ code: 'custom', path: ['answer'], message: QUESTION_ANSWER_INVALID });
  });
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
};

type EvaluationFieldsOut = {
  type: (typeof EVALUATION_TYPES)[number];
  questions: Array<{ id?: string; text: string; options: string[]; answer: number }>;
};

/** A quiz needs questions (ids q1, q2… where none is given, unique); other types keep none. */
function normalizeQuestions<T extends EvaluationFieldsOut>(v: T, ctx: z.RefinementCtx) {
  if (v.type !== 'Quiz') return { ...v, questions: [] as Array<{ id: string; text: string; options: string[]; answer: number }> };
  if (!v.questions.length) {
    ctx.addIssue({ code: 'custom', path: ['questions'], message: QUIZ_QUESTIONS_REQUIRED });
    return z.NEVER;
  }
  const used = new Set<string>();
  const questions = v.questions.map((q, i) => {
    let id = q.id && !used.has(q.id) ? q.id : `q${i + 1}`;
    while (used.has(id)) id = `${id}-${i + 1}`;
    used.add(id);
    return { id, text: q.text, options: q.options, answer: q.answer };
  });
  return { ...v, questions };
}

/** POST /teacher/evaluations */
export const evaluationCreateSchema = z
  .object({ courseId: idSchema(EVALUATION_COURSE_REQUIRED), ...evaluationFields }, { error: 'Datos de la evaluación inválidos.' })
  .transform(normalizeQuestions);
export type EvaluationCreateInput = z.input<typeof evaluationCreateSchema>;
export type EvaluationCreate = z.output<typeof evaluationCreateSchema>;

/**
 * The teacher's «Nueva evaluación» form: `evaluationCreateSchema`, except that the questions of an
 * Examen or a Tarea are not checked (they stay on screen should the teacher switch back to Quiz, and
 * are not sent).
 */
export const evaluationDraftSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && (v as { type?: unknown }).type !== 'Quiz' ? { ...v, questions: [] } : v),
  evaluationCreateSchema,
);

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
export type TaskSubmissionInput = z.input<typeof taskSubmissionSchema>;

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
export type QuizAnswersInput = z.input<typeof quizAnswersSchema>;

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
