/**
 * Mail is sent by jobs (mail/jobs.ts), a moment after the request that enqueued it: tests wait for
 * it with these helpers rather than sleeping.
 */
import type { FastifyInstance } from 'fastify';
import { mailOutbox, MAIL_QUEUE, type OutboxMail } from '../mail';
import { JOBS_SCHEMA } from '../jobs/queue';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `test` holds, checking every 20 ms; throws after `timeoutMs`. */
export async function eventually<T>(test: () => T | Promise<T>, timeoutMs = 10_000, what = 'condition'): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await test();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await pause(20);
  }
}

/** The first outbox message (newest first) that `match` accepts, once the worker has kept it. */
export function waitForMail(app: FastifyInstance, match: (m: OutboxMail) => boolean, timeoutMs = 10_000): Promise<OutboxMail> {
  return eventually(() => [...mailOutbox(app)].reverse().find(match), timeoutMs, 'a mail in the outbox');
}

/** Jobs of `queue` not yet done (waiting, to be retried or running). */
export async function pendingJobs(app: FastifyInstance, queue = MAIL_QUEUE): Promise<number> {
  const { rows } = await app.database.executeSql(
    `SELECT count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
    [queue],
  );
  return Number(rows[0].n);
}

/** Waits until every job of `queue` is done (to check that a request mailed nothing, or all it had to). */
export async function waitForJobs(app: FastifyInstance, queue = MAIL_QUEUE, timeoutMs = 10_000): Promise<void> {
  await eventually(async () => (await pendingJobs(app, queue)) === 0, timeoutMs, `the ${queue} jobs`);
}
