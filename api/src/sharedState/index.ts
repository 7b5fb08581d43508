import type { Redis } from 'ioredis';
import { LocalBus, RedisBus, type EventBus } from './bus';
import { memoryLimiters, redisLimiters, type LimiterFactory } from './limiters';

export { memoryLimiters, redisLimiters, seconds, type LimiterFactory } from './limiters';

/**
 * What several API processes must share: the sign-in counters (rate-limiter-flexible limiters) and
 * the news that a cache is stale.
 * In memory by default (one process); in Redis when REDIS_URL is set.
 */
export interface SharedState {
  kind: 'memory' | 'redis';
  /** Makes the limiters of the sign-in throttle and the attempt counts on this store. */
  limiters: LimiterFactory;
  bus: EventBus;
  /** The command connection (also given to @fastify/rate-limit), or null in memory. */
  redis: Redis | null;
  close(): Promise<void>;
}

export function memorySharedState(): SharedState {
  return { kind: 'memory', limiters: memoryLimiters(), bus: new LocalBus(), redis: null, close: async () => undefined };
}

/** Connects to Redis (two connections: commands and the subscription) and waits until both answer. */
export async function redisSharedState(url: string, prefix = 'inpro:'): Promise<SharedState> {
  // Loaded here, not at start: a single process keeps its state in memory and never needs the client.
  const { Redis } = await import('ioredis');
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true } as const;
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, options);
  try {
    await Promise.all([redis.connect(), subscriber.connect()]);
  } catch (err) {
    redis.disconnect();
    subscriber.disconnect();
    throw err;
  }
  const bus = new RedisBus(redis, subscriber, `${prefix}events`);
  await bus.whenReady();
  return {
    kind: 'redis',
    limiters: redisLimiters(redis, prefix),
    bus,
    redis,
    close: async () => {
      await bus.close();
      await redis.quit().catch(() => undefined);
    },
  };
}
