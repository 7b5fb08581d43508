import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { NOT_READY, SERVER_BUSY, STOPPING, readinessSchema, type Readiness } from '@inpro/shared-contracts';
import { zapp } from '../../lib/zod';
import { hasMetricsToken } from '../../plugins/metrics';
import { opsStoreOf } from '../../domain/releases/opsStore';

type Check = Readiness['checks']['database'];

/** A check that does not answer within this time counts as failed (a hung dependency is not ready). */
const CHECK_TIMEOUT_MS = 2000;

async function within(ms: number, work: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), ms);
      }),
    ]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/ready, the readiness probe of load balancers (liveness stays GET /api/health): 200 when
 * this process can serve — the database answers, Redis answers when configured, the remotes
 * manifest (the release state) is readable — else 503 naming the failing checks. After SIGTERM it answers 503
 * `stopping` while the process finishes what it has (see plugins/lifecycle).
 */
export async function readyRoute(app: FastifyInstance): Promise<void> {
  // The release state every page load reads: remotes.json of the folder, or the database's pointers.
  const releases = (await opsStoreOf(app)).state;
  zapp(app).get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness for load balancers (database, Redis, remotes manifest, shutdown)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const redis = app.sharedState.redis;
      const [database, redisCheck, remotes] = await Promise.all([
        within(CHECK_TIMEOUT_MS, () => app.db.execute(sql`select 1`)),
        redis ? within(CHECK_TIMEOUT_MS, () => redis.ping()) : Promise.resolve<Check>('skipped'),
        within(CHECK_TIMEOUT_MS, () => releases.probe()),
      ]);
      const checks = { database, redis: redisCheck, remotes };
      if (app.lifecycle.stopping) return reply.status(503).send({ status: 'stopping' as const, checks, error: STOPPING });
      if (Object.values(checks).includes('failed')) {
        return reply.status(503).send({ status: 'not-ready' as const, checks, error: NOT_READY });
      }
      // Saturated (event-loop delay, memory, the password-hashing queue full): send elsewhere for a while.
      // Its figures only with the metrics token (see GET /api/health).
      const pressure = app.loadPressure();
      if (pressure.overloaded) {
        reply.header('retry-after', String(pressure.retryAfterSeconds));
        const details = hasMetricsToken(req, app.config.metricsToken) ? { pressure } : {};
        return reply.status(503).send({ status: 'overloaded' as const, checks, error: SERVER_BUSY, ...details });
      }
      return { status: 'ready' as const, checks };
    },
  );
}
