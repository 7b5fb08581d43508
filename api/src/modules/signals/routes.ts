import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FIELD_SIGNALS_MALFORMED,
  FIELD_SIGNALS_MAX_BYTES,
  FIELD_SIGNALS_RATE_LIMITED,
  FIELD_SIGNALS_TOO_LARGE,
  FIELD_SIGNALS_URL,
  errorBodySchema,
  fieldSignalAcceptedSchema,
  fieldSignalBatchSchema,
  fieldSignalSummaryQuerySchema,
  fieldSignalSummarySchema,
} from '@inpro/shared-contracts';
import { zapp } from '../../lib/zod';
import { toHttpError } from '../../plugins/errorHandler';
import { createCanaryGuard } from '../ops/canaryGuard';
import { createOpsStore } from '../ops/opsStore';
import { deployedVersions } from './deployedVersions';
import { hourOf, recordSignals } from './recordSignals';
import { signalSummary } from './signalSummary';

/**
 * POST /api/signals: the field signals of visitors' browsers (navigator.sendBeacon from the shell),
 * no session needed. Malformed or oversized bodies get 400 with a clear message; each address may
 * send SIGNALS_PER_MINUTE batches a minute (429 beyond). Stored aggregated per remote, version
 * and hour; events of versions that were never deployed are ignored.
 */
export default async function signalsModule(app: FastifyInstance): Promise<void> {
  const isDeployed = deployedVersions(app.config.artifactsDir);
  // Running canaries are checked when their signals arrive and every half minute (ops/canaryGuard.ts).
  const guard = createCanaryGuard({
    store: await createOpsStore(app.config),
    db: app.db,
    minLoads: app.config.canaryMinLoads,
    intervalMs: 30_000,
    log: app.log,
  });
  app.addHook('onClose', async () => guard.stop());
  // This route's refusals say what is wrong with a beacon (the app's handler answers the rest alike).
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toHttpError(error, app.config.uploadMaxBytes);
    if (req.method !== 'POST') return reply.status(status).send(body);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(400).send({ error: FIELD_SIGNALS_TOO_LARGE });
    if (status === 429) {
      const retry = (error as { retryAfter?: number }).retryAfter;
      if (retry) reply.header('retry-after', String(retry));
      return reply.status(429).send({ error: FIELD_SIGNALS_RATE_LIMITED });
    }
    if (status === 400 || status === 415)
      return reply.status(400).send({ error: FIELD_SIGNALS_MALFORMED, ...(body.details ? { details: body.details } : {}) });
    if (status >= 500) req.log.error({ err: error }, 'field signals failed');
    return reply.status(status).send(body);
  });
  zapp(app).post(
    FIELD_SIGNALS_URL,
    {
      bodyLimit: FIELD_SIGNALS_MAX_BYTES,
      config: { rateLimit: { max: app.config.signalsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['ops'],
        summary: 'Field signals of a page load (loads, load and render errors, API errors, Core Web Vitals) per remote version',
        body: fieldSignalBatchSchema,
        response: { 202: fieldSignalAcceptedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => {
      const { events } = req.body;
      const known = await Promise.all(events.map((e) => isDeployed(e.remote, e.version)));
      const kept = events.filter((_, i) => known[i]);
      if (kept.length) {
        await recordSignals(app.db, kept, new Date());
        void guard.check();
      }
      return reply.status(202).send({ accepted: kept.length, ignored: events.length - kept.length });
    },
  );

  zapp(app).get(
    '/ops/signals',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['ops'],
        summary: 'Field signals per remote version over the last hours (loads, error rate, p75 LCP/INP/CLS, hourly series)',
        querystring: fieldSignalSummaryQuerySchema,
        response: { 200: fieldSignalSummarySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return signalSummary(app.db, new Date(hourOf(new Date()).getTime() - (req.query.hours - 1) * 3600_000));
    },
  );
}
