import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_BUSY, type LoadPressure } from '@inpro/shared-contracts';
import { configurePasswordQueue, passwordQueueFull, passwordQueueRetryAfter, passwordQueueStats } from '../auth/passwords';
import type { OverloadConfig } from '../config';

/** Retry-After (s) of a request refused because the event loop or the memory is saturated. */
const OVERLOAD_RETRY_AFTER_S = 3;

/** Routes that answer under pressure: the health and readiness probes say "overloaded" themselves. */
const PROBES = new Set(['/api/health', '/api/ready']);

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's load: whether it refuses new work now, why, and the figures behind it. */
    loadPressure(): LoadPressure;
  }
}

const MB = 1024 * 1024;

/**
 * Graceful overload with @fastify/under-pressure: while the mean event-loop delay or the heap (or
 * the resident memory, when set) is past its limit, every /api request except the probes is
 * refused at once — 503, Retry-After and SERVER_BUSY — instead of queueing until clients time out.
 * Pages and assets keep being served. A full password-hashing queue refuses only the requests that
 * hash (auth/passwords.ts); /api/health reports both (a load balancer stops sending).
 */
export const overloadPlugin = fp(
  async (app: FastifyInstance, opts: OverloadConfig) => {
    configurePasswordQueue({ concurrency: opts.passwordHashConcurrency, maxWaiting: opts.passwordHashQueue });
    await app.register(underPressure, {
      maxEventLoopDelay: opts.maxEventLoopDelayMs,
      maxHeapUsedBytes: opts.maxHeapUsedBytes,
      maxRssBytes: opts.maxRssBytes,
      sampleInterval: 500,
      pressureHandler: (req: FastifyRequest, reply: FastifyReply) => {
        const url = req.url.split('?')[0].replace(/\/+$/, '');
        if (!url.startsWith('/api/') || PROBES.has(url)) return;
        // Sent here, the request goes no further (the plugin's documented way).
        void reply
          .status(503)
          .header('retry-after', String(OVERLOAD_RETRY_AFTER_S))
          .header('cache-control', 'no-store')
          .send({ error: SERVER_BUSY });
      },
    });

    app.decorate('loadPressure', (): LoadPressure => {
      const usage = app.memoryUsage();
      let reason: LoadPressure['reason'] = null;
      if (opts.maxEventLoopDelayMs > 0 && usage.eventLoopDelay > opts.maxEventLoopDelayMs) reason = 'eventLoopDelay';
      else if (opts.maxHeapUsedBytes > 0 && usage.heapUsed > opts.maxHeapUsedBytes) reason = 'heapUsed';
      else if (opts.maxRssBytes > 0 && usage.rssBytes > opts.maxRssBytes) reason = 'rss';
      else if (passwordQueueFull()) reason = 'passwordQueue';
      return {
        overloaded: reason !== null,
        reason,
        retryAfterSeconds: reason === null ? 0 : reason === 'passwordQueue' ? passwordQueueRetryAfter() : OVERLOAD_RETRY_AFTER_S,
        // Infinity when the loop did not turn once in the last sample interval.
        eventLoopDelayMs: Number.isFinite(usage.eventLoopDelay) ? Math.round(usage.eventLoopDelay) : null,
        heapUsedMB: Math.round(usage.heapUsed / MB),
        rssMB: Math.round(usage.rssBytes / MB),
        passwordQueue: passwordQueueStats(),
      };
    });
  },
  { name: 'inpro-overload' },
);
