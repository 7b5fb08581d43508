import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

interface LimiterOptions {
  /** Name of the counts (keys are `<prefix><name>:<key>`). */
  name: string;
  /** Points a key may consume per window. */
  points: number;
  /** Window of a key's count, counted from its first point (whole seconds in Redis). */
  durationMs: number;
}

/**
 * Makes rate-limiter-flexible limiters on the site's store: one process's memory (the default
 * without REDIS_URL), or Redis shared by every API process.
 */
export type LimiterFactory = (options: LimiterOptions) => RateLimiterAbstract;

/** Whole seconds, at least one (Redis expires keys by the second; a shorter wait is still one). */
export function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

export function memoryLimiters(): LimiterFactory {
  return ({ name, points, durationMs }) => new RateLimiterMemory({ keyPrefix: name, points, duration: durationMs / 1000 });
}

export function redisLimiters(redis: Redis, prefix = 'inpro:'): LimiterFactory {
  return ({ name, points, durationMs }) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}${name}`, points, duration: seconds(durationMs) });
}
