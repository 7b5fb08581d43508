import type { FastifyInstance } from 'fastify';
import type { ArtifactStore } from '../artifact-store';
import { createCanaryGuard, type CanaryGuard } from './guard';

/** The queue's job that checks the running canaries (one run across every process). */
const CANARY_CHECK_JOB = 'canary-check';

/**
 * When the running canaries are judged: every minute by the job queue, and whenever field signals
 * arrive (the caller runs the returned guard's `check`, which coalesces bursts).
 */
export function scheduleCanaryChecks(app: FastifyInstance, store: ArtifactStore): CanaryGuard {
  const guard = createCanaryGuard({ store, db: app.db, minLoads: app.config.canaryMinLoads, log: app.log });
  app.jobs.work(CANARY_CHECK_JOB, () => guard.check());
  app.jobs.schedule(CANARY_CHECK_JOB, '* * * * *');
  return guard;
}
