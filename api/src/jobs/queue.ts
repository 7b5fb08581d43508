/**
 * The job queue: pg-boss on the app's own database (PostgreSQL, or the embedded PGlite through the
 * same `executeSql`, one process). Jobs are rows in the `pgboss` schema: a job is done once across
 * every process, retried with backoff when its handler throws, and taken over by another process
 * when it stays active past its expiry (its process died mid-way).
 *
 *   app.jobs.work('mail', async (job) => { … });          // before the app is ready
 *   app.jobs.schedule('canary-check', '* * * * *');        // cron, UTC; one run per slot across processes
 *   await app.jobs.send('mail', data);                      // after it is ready
 */
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { JobsConfig } from '../config';
import type { Database, ExecuteSql } from '../db';

export const JOBS_SCHEMA = 'pgboss';

type JobHandler<T = unknown> = (job: PgBoss.Job<T>) => Promise<unknown>;

interface SendOptions {
  /** Insert the job inside this transaction (database.transaction): it exists only if the transaction commits. */
  executeSql?: ExecuteSql;
  /** Wait this long before the first attempt. */
  startAfterSeconds?: number;
}

export interface JobQueue {
  readonly boss: PgBoss;
  /** Handles the jobs of `name` in this process (register before start). */
  work<T>(name: string, handler: JobHandler<T>): void;
  /** Enqueues `name` on `cron` (UTC) while the schedules run (config.jobs.schedules). */
  schedule(name: string, cron: string): void;
  send(name: string, data: object, opts?: SendOptions): Promise<string | null>;
  /** Tries a failed job once more (now). */
  retry(name: string, id: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createJobQueue(database: Database, config: JobsConfig, log: FastifyBaseLogger): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    schema: JOBS_SCHEMA,
    // Active jobs past their expiry are failed (then retried elsewhere) by this maintenance.
    maintenanceIntervalSeconds: config.maintenanceSeconds,
    cronMonitorIntervalSeconds: config.cronCheckSeconds,
    cronWorkerIntervalSeconds: Math.min(45, Math.max(1, Math.round(config.pollSeconds))),
    schedule: config.schedules,
    // Failed jobs stay in the job table (where they can be retried) for a week.
    archiveFailedAfterSeconds: 7 * 24 * 3600,
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  const handlers = new Map<string, JobHandler<never>>();
  const schedules = new Map<string, string>();
  const workerIds = new Map<string, string>();
  let started = false;

  const queueOptions: PgBoss.Queue = {
    name: '',
    retryLimit: config.retryLimit,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: config.expireSeconds,
  };

  async function ensureQueue(name: string): Promise<void> {
    // Machines starting at once may all create it: creations can deadlock, the losers roll back while the
    // winner has not committed yet. A loser waits a little and looks again rather than failing its start.
    for (let attempt = 1; ; attempt += 1) {
      if (await boss.getQueue(name)) {
        await boss.updateQueue(name, { ...queueOptions, name });
        return;
      }
      try {
        await boss.createQueue(name, { ...queueOptions, name });
        return;
      } catch (err) {
        if (attempt >= 8) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  return {
    boss,
    work(name, handler) {
      if (started) throw new Error(`job handler ${name} registered after the queue started`);
      handlers.set(name, handler as JobHandler<never>);
    },
    schedule(name, cron) {
      if (started) throw new Error(`schedule ${name} registered after the queue started`);
      schedules.set(name, cron);
    },
    async send(name, data, opts = {}) {
      const id = await boss.send(name, data, {
        ...(opts.executeSql ? { db: { executeSql: opts.executeSql } } : {}),
        ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
      });
      // This process's worker starts on it now rather than at its next poll.
      const worker = workerIds.get(name);
      if (worker && !opts.startAfterSeconds) boss.notifyWorker(worker);
      return id;
    },
    async retry(name, id) {
      await boss.retry(name, id);
      const worker = workerIds.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    async start() {
      await boss.start();
      for (const name of new Set([...handlers.keys(), ...schedules.keys()])) await ensureQueue(name);
      for (const [name, handler] of handlers) {
        const id = await boss.work(name, { pollingIntervalSeconds: config.pollSeconds }, async ([job]) => handler(job as never));
        workerIds.set(name, id);
      }
      if (config.schedules) for (const [name, cron] of schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
      started = true;
    },
    async stop() {
      // Finishes the jobs in hand (a little while), then fails what is still active so that it is retried.
      await boss.stop({ graceful: true, wait: true, timeout: 5000, close: false });
    },
  };
}
