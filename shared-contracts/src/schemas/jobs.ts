import { z } from '../zod';

/*
 * Background jobs (/superadmin/jobs, SUPER_ADMIN/SUPERADMIN only): outgoing mail, installment
 * reminders, class-start notices and the canary check run as jobs of a queue on the database. The
 * master administrator sees the failed and the waiting ones and retries a failed one.
 */

const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_LABELS: Record<JobState, string> = {
  created: 'En espera',
  retry: 'Por reintentar',
  active: 'En curso',
  completed: 'Hecho',
  cancelled: 'Cancelado',
  failed: 'Fallido',
};

/** What each queue does, as the screen names it. */
export const JOB_QUEUE_LABELS: Record<string, string> = {
  mail: 'Correo',
  'installment-reminders': 'Recordatorios de cuotas',
  'class-start-notices': 'Avisos de inicio de clase',
  'canary-check': 'Revisión de canarios',
};

/** The lists of the screen: failed jobs, and waiting ones (not started yet, to be retried or running). */
const JOB_LISTS = ['failed', 'waiting'] as const;
export type JobList = (typeof JOB_LISTS)[number];

export const jobListQuerySchema = z.object({
  list: z.enum(JOB_LISTS, { error: 'Lista inválida (failed o waiting).' }).default('failed'),
});

const jobSummarySchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  /** Who and what, without the message's text (mail: recipients and subject). */
  summary: z.string(),
  /** Attempts made after the first, and how many are allowed. */
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  createdOn: z.string(),
  /** The next attempt does not start before this time. */
  startAfter: z.string(),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable(),
  /** The last failure's message. */
  error: z.string().nullable(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** GET /superadmin/jobs?list= */
export const jobListSchema = z.object({
  items: z.array(jobSummarySchema),
  counts: z.object({ failed: z.number().int(), waiting: z.number().int() }),
});
export type JobListResponse = z.infer<typeof jobListSchema>;

export const jobIdParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'Trabajo inválido.' }),
});

export const JOB_NOT_FOUND = 'El trabajo no existe (o ya se archivó).';
export const JOB_NOT_FAILED = 'Solo se puede reintentar un trabajo fallido.';
export const JOB_RETRIED = 'El trabajo se volverá a intentar en unos segundos.';

/** POST /superadmin/jobs/:id/retry */
export const jobRetryResultSchema = z.object({ job: jobSummarySchema, message: z.string() });
export type JobRetryResult = z.infer<typeof jobRetryResultSchema>;
