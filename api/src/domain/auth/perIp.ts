import type { FastifyInstance } from 'fastify';
import { tooManyAttemptsMessage } from '@inpro/shared-contracts';
import { tooManyRequests } from '../../errors';

/** The per-address limit of the sign-in routes (AUTH_MAX_PER_IP per window), answered with the API's Spanish 429. */
export function authPerIp(app: FastifyInstance) {
  const { rateLimit } = app.config;
  return {
    rateLimit: {
      max: rateLimit.authMaxPerIp,
      timeWindow: rateLimit.authWindowMs,
      errorResponseBuilder: (_req: unknown, context: { ttl: number }) => tooManyRequests(tooManyAttemptsMessage(context.ttl / 1000)),
    },
  };
}
