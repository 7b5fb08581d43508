import { z } from '../zod';
import { MAX_GRADE, MIN_GRADE } from '../classroom';
import { idSchema } from './common';
import { courseIdParamsSchema } from './materials';

// The gradebook of a course (docs/gradebook.md): categories with weights, manual items, the final grade.

const GRADEBOOK_CATEGORY_NAME_REQUIRED = 'Escribe el nombre de la categoría.';
const GRADEBOOK_WEIGHT_INVALID = 'El peso debe ser un porcentaje mayor que 0 y hasta 100.';
export const GRADEBOOK_WEIGHTS_OVER = 'Los pesos de las categorías no pueden sumar más de 100 %.';
const GRADEBOOK_ITEM_TITLE_REQUIRED = 'Escribe el nombre del ítem.';
const GRADEBOOK_SCORE_INVALID = 'La nota debe estar entre 0 y 20, con hasta dos decimales.';
const GRADEBOOK_OVERRIDE_INVALID = 'La nota final debe ser un número entero entre 0 y 20.';
export const GRADEBOOK_OVERRIDE_REASON_REQUIRED = 'Escribe el motivo del ajuste (al menos 10 caracteres).';
export const GRADEBOOK_CATEGORY_NOT_FOUND = 'La categoría no existe en este curso.';
export const GRADEBOOK_ITEM_NOT_FOUND = 'El ítem no existe en este curso.';
export const GRADEBOOK_STUDENT_NOT_ENROLLED = 'El estudiante no está inscrito en este curso.';

function toNumber(v: unknown): unknown {
  if (typeof v === 'string') {
    const t = v.trim().replace(',', '.');
    if (t === '') return null;
    return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : v;
  }
  return v;
}
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export const gradebookCategoryParamsSchema = courseIdParamsSchema.extend({ categoryId: idSchema('Categoría inválida.') });
export const gradebookItemParamsSchema = courseIdParamsSchema.extend({ itemId: idSchema('Ítem inválido.') });
export const gradebookItemScoreParamsSchema = gradebookItemParamsSchema.extend({ userId: idSchema('Estudiante inválido.') });
export const gradebookEvaluationParamsSchema = courseIdParamsSchema.extend({ evaluationId: idSchema('Evaluación inválida.') });
export const gradebookStudentParamsSchema = courseIdParamsSchema.extend({ userId: idSchema('Estudiante inválido.') });

export const gradebookCategoryInputSchema = z.object({
  name: z.string({ error: GRADEBOOK_CATEGORY_NAME_REQUIRED }).trim().min(1, { error: GRADEBOOK_CATEGORY_NAME_REQUIRED }).max(80),
  weight: z.preprocess(
    toNumber,
    z
      .number({ error: GRADEBOOK_WEIGHT_INVALID })
      .gt(0, { error: GRADEBOOK_WEIGHT_INVALID })
      .max(100, { error: GRADEBOOK_WEIGHT_INVALID })
      .refine(twoDecimals, { error: GRADEBOOK_WEIGHT_INVALID }),
  ),
});
export type GradebookCategoryInput = z.input<typeof gradebookCategoryInputSchema>;

const nullableCategoryId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.union([z.null(), idSchema('Categoría inválida.')]),
);

export const gradebookItemInputSchema = z.object({
  title: z.string({ error: GRADEBOOK_ITEM_TITLE_REQUIRED }).trim().min(1, { error: GRADEBOOK_ITEM_TITLE_REQUIRED }).max(120),
  categoryId: nullableCategoryId,
});
export type GradebookItemInput = z.input<typeof gradebookItemInputSchema>;

export const gradebookEvaluationCategorySchema = z.object({ categoryId: nullableCategoryId });

/** A manual item's grade; null clears it. */
export const gradebookScoreInputSchema = z.object({
  score: z.preprocess(
    toNumber,
    z.union(
      [
        z.null(),
        z
          .number({ error: GRADEBOOK_SCORE_INVALID })
          .min(MIN_GRADE, { error: GRADEBOOK_SCORE_INVALID })
          .max(MAX_GRADE, { error: GRADEBOOK_SCORE_INVALID })
          .refine(twoDecimals, { error: GRADEBOOK_SCORE_INVALID }),
      ],
      { error: GRADEBOOK_SCORE_INVALID },
    ),
  ),
});

/** A teacher's final grade in place of the computed one (null removes it), always with a reason. */
export const gradebookOverrideInputSchema = z.object({
  grade: z.preprocess(
    toNumber,
    z.union(
      [
        z.null(),
        z
          .number({ error: GRADEBOOK_OVERRIDE_INVALID })
          .int({ error: GRADEBOOK_OVERRIDE_INVALID })
          .min(MIN_GRADE, { error: GRADEBOOK_OVERRIDE_INVALID })
          .max(MAX_GRADE, { error: GRADEBOOK_OVERRIDE_INVALID }),
      ],
      { error: GRADEBOOK_OVERRIDE_INVALID },
    ),
  ),
  reason: z.string({ error: GRADEBOOK_OVERRIDE_REASON_REQUIRED }).trim().min(10, { error: GRADEBOOK_OVERRIDE_REASON_REQUIRED }).max(500),
});
export type GradebookOverrideInput = z.input<typeof gradebookOverrideInputSchema>;

export const gradebookExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'Formato inválido: elige CSV o XLSX.' }),
});

// ---------- answers ----------

const gradebookCategorySchema = z.object({ id: z.number().int(), name: z.string(), weight: z.number() });

/** A column of the gradebook: an evaluation (graded through its submissions) or a manual item. */
const gradebookColumnSchema = z.object({
  key: z.string(),
  kind: z.enum(['evaluation', 'item']),
  id: z.number().int(),
  title: z.string(),
  /** Examen, Tarea, Quiz for evaluations; 'Manual' for items. */
  type: z.string(),
  categoryId: z.number().int().nullable(),
});
export type GradebookColumn = z.infer<typeof gradebookColumnSchema>;

const finalGradeSchema = z.object({
  average: z.number().nullable(),
  computed: z.number().int().nullable(),
  final: z.number().int().nullable(),
  overridden: z.boolean(),
  passed: z.boolean().nullable(),
  overrideReason: z.string().nullable(),
});

const gradebookRowSchema = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  /** Column key → grade (null = not graded yet). */
  scores: z.record(z.string(), z.number().nullable()),
  categories: z.array(z.object({ categoryId: z.number().int(), grade: z.number().nullable() })),
  grade: finalGradeSchema,
});
export type GradebookRow = z.infer<typeof gradebookRowSchema>;

/** GET /teacher/courses/{courseId}/gradebook (and the student's own: one row). */
export const gradebookSchema = z.object({
  courseId: z.number().int(),
  courseTitle: z.string(),
  courseCode: z.string(),
  passingMark: z.number(),
  categories: z.array(gradebookCategorySchema),
  columns: z.array(gradebookColumnSchema),
  rows: z.array(gradebookRowSchema),
});
export type Gradebook = z.infer<typeof gradebookSchema>;
