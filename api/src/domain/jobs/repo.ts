import type { FastifyInstance } from 'fastify';
import { JOB_QUEUE_LABELS, type JobList, type JobListResponse, type JobState, type JobSummary } from '@inpro/shared-contracts';
import { JOBS_SCHEMA } from '../../jobs/queue';

const LIST_STATES: Record<JobList, JobState[]> = { failed: ['failed'], waiting: ['created', 'retry', 'active'] };
const MAX_LISTED = 200;

interface JobRow {
  id: string;
  name: string;
  state: JobState;
  data: Record<string, unknown> | null;
  output: Record<string, unknown> | null;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  start_after: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** Who and what, never a message's text (it may hold a sign-in or reset link). */
function summaryOf(row: JobRow): string {
  const label = JOB_QUEUE_LABELS[row.name] ?? row.name;
  const message = (row.data as { message?: { to?: unknown; subject?: unknown } } | null)?.message;
  if (row.name === 'mail' && message) {
    const to = Array.isArray(message.to) ? message.to.join(', ') : String(message.to ?? '');
    return `${label} a ${to}: «${String(message.subject ?? '')}»`;
  }
  return label;
}

function errorOf(row: JobRow): string | null {
  if (!row.output || row.state === 'completed') return null;
  const message = (row.output as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : null;
}

function toSummary(row: JobRow): JobSummary {
  return {
    id: row.id,
    queue: row.name,
    state: row.state,
    summary: summaryOf(row),
    retryCount: Number(row.retry_count),
    retryLimit: Number(row.retry_limit),
    createdOn: iso(row.created_on) as string,
    startAfter: iso(row.start_after) as string,
    startedOn: iso(row.started_on),
    completedOn: iso(row.completed_on),
    error: errorOf(row),
  };
}

const COLUMNS = 'id, name, state, data, output, retry_count, retry_limit, created_on, start_after, started_on, completed_on';

/** The newest jobs of one list (at most 200) and how many each list holds. Internal queues (__pgboss__) are left out. */
export async function listJobs(app: FastifyInstance, list: JobList): Promise<JobListResponse> {
  const { rows } = await app.database.executeSql(
    `SELECT ${COLUMNS} FROM ${JOBS_SCHEMA}.job
      WHERE state::text = ANY($1::text[]) AND name NOT LIKE '\\_\\_pgboss%'
      ORDER BY created_on DESC LIMIT ${MAX_LISTED}`,
    [LIST_STATES[list]],
  );
  const counts = await app.database.executeSql(
    `SELECT count(*) FILTER (WHERE state = 'failed')::int AS failed,
            count(*) FILTER (WHERE state IN ('created', 'retry', 'active'))::int AS waiting
       FROM ${JOBS_SCHEMA}.job WHERE name NOT LIKE '\\_\\_pgboss%'`,
    [],
  );
  const c = counts.rows[0] as { failed: number; waiting: number };
  return { items: (rows as JobRow[]).map(toSummary), counts: { failed: Number(c.failed), waiting: Number(c.waiting) } };
}

export async function findJob(app: FastifyInstance, id: string): Promise<JobSummary | null> {
  const { rows } = await app.database.executeSql(`SELECT ${COLUMNS} FROM ${JOBS_SCHEMA}.job WHERE id = $1::uuid`, [id]);
  return rows.length ? toSummary(rows[0] as JobRow) : null;
}
