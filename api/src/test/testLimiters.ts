/**
 * The limiter stores a rule is tested on: memory always, Redis too when TEST_REDIS_URL is set.
 * In memory the clock is vitest's fake one (`later` moves it); Redis keeps its own clock, so there
 * `later` really waits and the tests give the rules windows of seconds.
 *
 *   describe.each(STORES)('rule (%s limiters)', (kind) => {
 *     const stores = limiterStores(kind);
 *     afterAll(() => stores.close());
 *     it('…', async () => { const limiters = stores.fresh(); … await stores.later(2_000); … });
 *   });
 */
import { Redis } from 'ioredis';
import { memoryLimiters, redisLimiters, type LimiterFactory } from '../sharedState';
import { dropTestRedisKeys, TEST_REDIS_URL, testRedisPrefix } from './testRedis';
import { vi } from 'vitest';
import { FAKE_CLOCK } from './fakeClock';

export type StoreKind = 'memory' | 'redis';

export const STORES: StoreKind[] = TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];

export interface LimiterStores {
  fresh(): LimiterFactory;
  /** Lets `ms` pass: the fake clock in memory, a real wait on Redis. */
  later(ms: number): Promise<void>;
  close(): Promise<void>;
}

export function limiterStores(kind: StoreKind): LimiterStores {
  if (kind === 'memory') {
    beforeEach(() => vi.useFakeTimers(FAKE_CLOCK));
    afterEach(() => vi.useRealTimers());
    return {
      fresh: () => memoryLimiters(),
      later: async (ms) => {
        vi.advanceTimersByTime(ms);
      },
      close: async () => undefined,
    };
  }
  let redis: Redis | null = null;
  const prefixes: string[] = [];
  return {
    fresh() {
      redis ??= new Redis(TEST_REDIS_URL as string);
      const prefix = testRedisPrefix();
      prefixes.push(prefix);
      return redisLimiters(redis, prefix);
    },
    // Redis expires keys by its own clock: a few milliseconds more than asked.
    later: (ms) => new Promise((resolve) => setTimeout(resolve, ms + 25)),
    async close() {
      for (const prefix of prefixes) await dropTestRedisKeys(prefix);
      redis?.disconnect();
    },
  };
}
