import { z } from '../zod';

// Completion of a course's resources and activities (docs/gradebook.md, «Completion»).

export const COMPLETION_NOT_MANUAL = 'Este recurso se completa al abrirlo; no se marca a mano.';
export const COMPLETION_MODES = ['VIEW', 'MANUAL'] as const;
export type CompletionMode = (typeof COMPLETION_MODES)[number];

const completionItemSchema = z.object({
  kind: z.enum(['resource', 'evaluation']),
  id: z.number().int(),
  title: z.string(),
  /** Resource type (pdf, video…) or evaluation type (Examen, Tarea, Quiz). */
  type: z.string(),
  done: z.boolean(),
  /** The student marks it done (the teacher allowed it); otherwise opening or submitting does. */
  manual: z.boolean(),
});
export type CompletionItem = z.infer<typeof completionItemSchema>;

const completionUnitSchema = z.object({
  /** null: the course's evaluations not tied to a unit. */
  unitId: z.number().int().nullable(),
  title: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  items: z.array(completionItemSchema),
});

/** GET /student/courses/{courseId}/completion */
export const courseCompletionSchema = z.object({
  courseId: z.number().int(),
  done: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  units: z.array(completionUnitSchema),
});
export type CourseCompletion = z.infer<typeof courseCompletionSchema>;

/** POST /student/resources/{resourceId}/completion */
export const completionMarkSchema = z.object({ done: z.boolean({ error: 'Indica si el recurso está completado.' }) });

/** PUT /teacher/resources/{resourceId}/completion: how a resource is completed. */
export const completionModeInputSchema = z.object({
  mode: z.enum(COMPLETION_MODES, { error: 'Modo de finalización inválido.' }),
});

/** Whole percent of done over total (0 when there is nothing to do). */
export function completionPercent(done: number, total: number): number {
  return total > 0 ? Math.floor((100 * done) / total) : 0;
}
