import type { FastifyRequest } from 'fastify';

/**
 * Route limits of @fastify/rate-limit (registered in app.ts, counted in Redis when several API
 * processes serve the site) per signed-in account: counted after authentication, so people behind
 * one address do not share a budget. A refusal is 429 with Retry-After and the Spanish message of
 * the error handler.
 */
export function perAccount(max: number, timeWindow = 60_000) {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (req: FastifyRequest) => `account:${(req as { user?: { id?: number } }).user?.id ?? req.ip}`,
    },
  };
}

/** Exports (CSV, XLSX, PDF) and PDF receipts an account may ask for per minute, on each route. */
export const EXPORTS_PER_MINUTE = 10;

/** The limit of every export and PDF route. */
export const exportLimit = () => perAccount(EXPORTS_PER_MINUTE);
