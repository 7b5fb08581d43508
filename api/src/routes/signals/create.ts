import type { FastifyInstance } from 'fastify';
import {
  FIELD_SIGNALS_BAD_TICKET,
  FIELD_SIGNALS_MAX_BYTES,
  FIELD_SIGNALS_URL,
  errorBodySchema,
  fieldSignalAcceptedSchema,
  fieldSignalBatchSchema,
} from '@inpro/shared-contracts';
import { scheduleCanaryChecks } from '../../domain/releases/canary/schedule';
import { opsStoreOf } from '../../domain/releases/opsStore';
import { previewTokens } from '../../domain/releases/previewTokens';
import { addressKey } from '../../domain/signals/addressKey';
import { countLoad, forgetExpiredLoads, isKnownLoad } from '../../domain/signals/countLoad';
import { deployedVersions } from '../../domain/signals/deployedVersions';
import { loadTickets } from '../../domain/signals/loadTickets';
import { zapp } from '../../lib/zod';

/** How often a process forgets the page loads whose tickets expired. */
const FORGET_EVERY_MS = 10 * 60_000;

/**
 * POST /api/signals: the field signals of visitors' browsers (navigator.sendBeacon from the shell),
 * no session needed, counted only for page loads this site served: each beacon carries the load
 * ticket its page came with (loadTickets.ts), and each load counts once (countLoad.ts). Malformed or
 * oversized bodies and forged, altered, expired or borrowed tickets get 400 with a clear message; each
 * address may send SIGNALS_PER_MINUTE batches a minute (429 beyond) and have
 * SIGNALS_LOADS_PER_ADDRESS page loads counted an hour (an IPv6 address by its /64; more are taken,
 * not counted). Stored
 * aggregated per remote, version and hour; events of versions that were never deployed are ignored.
 */
export async function recordSignalsRoute(app: FastifyInstance): Promise<void> {
  const store = await opsStoreOf(app);
  const isDeployed = deployedVersions((remote, version) => store.hasVersion(remote, version));
  const tickets = loadTickets(app.config.jwtSecret);
  const previews = previewTokens(app.config.jwtSecret);
  // Shared by every API process with REDIS_URL, like the sign-in throttles.
  const loadsPerAddress = app.sharedState.limiters({
    name: 'signal-loads',
    points: app.config.signalLoadsPerAddress,
    durationMs: 3600_000,
  });
  const forget = setInterval(() => {
    forgetExpiredLoads(app.db).catch((err: unknown) => app.log.warn({ err }, 'field signals: expired loads not forgotten'));
  }, FORGET_EVERY_MS);
  forget.unref();
  app.addHook('onClose', async () => clearInterval(forget));
  // Running canaries are judged when their signals arrive, besides the job every minute.
  const canaries = scheduleCanaryChecks(app, store);
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
      const { ticket, events } = req.body;
      const load = tickets.verify(ticket, req.ip);
      if (!load) return reply.status(400).send({ error: FIELD_SIGNALS_BAD_TICKET });
      // A browser previewing a version (its preview cookie) never counts for that remote: neither as
      // the live version nor as the previewed one, which could later run as a canary.
      const preview = previews.ofRequest(req);
      const known = await Promise.all(events.map((e) => e.remote !== preview?.remote && isDeployed(e.remote, e.version)));
      const kept = events.filter((_, i) => known[i]);
      const ignored = (accepted: number) => reply.status(202).send({ accepted, ignored: events.length - accepted });
      if (!kept.length) return ignored(0);
      // The first beacon of a page load weighs on its address's hourly share; the load's later ones ride on it.
      if (!(await isKnownLoad(app.db, load))) {
        const allowed = await loadsPerAddress.consume(addressKey(req.ip)).then(
          () => true,
          (refusal: unknown) => {
            // The store failed (Redis down): counted rather than lost; the per-minute limit still holds.
            if (refusal instanceof Error) req.log.warn({ err: refusal }, 'field signals: per-address share not checked');
            return refusal instanceof Error;
          },
        );
        if (!allowed) return ignored(0);
      }
      const accepted = await countLoad(app.db, load, kept, new Date());
      if (accepted) void canaries.check();
      return ignored(accepted);
    },
  );
}
