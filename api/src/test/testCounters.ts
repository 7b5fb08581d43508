/**
 * The counter stores a rule is tested on: memory always, Redis too when TEST_REDIS_URL is set.
 *
 *   describe.each(STORES)('rule (%s counters)', (kind) => {
 *     const stores = counterStores(kind);
 *     afterAll(() => stores.close());
 *     it('…', async () => { const store = stores.fresh(); … });
 *   });
 */
import { Redis } from 'ioredis';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from '../sharedState';
import { dropTestRedisKeys, TEST_REDIS_URL, testRedisPrefix } from './testRedis';

export type StoreKind = 'memory' | 'redis';

export const STORES: StoreKind[] = TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];

export function counterStores(kind: StoreKind): { fresh(): CounterStore; close(): Promise<void> } {
  if (kind === 'memory') return { fresh: () => new MemoryCounterStore(), close: async () => undefined };
  let redis: Redis | null = null;
  const prefixes: string[] = [];
  return {
    fresh() {
      redis ??= new Redis(TEST_REDIS_URL as string);
      const prefix = testRedisPrefix();
      prefixes.push(prefix);
      return new RedisCounterStore(redis, prefix);
    },
    async close() {
      for (const prefix of prefixes) await dropTestRedisKeys(prefix);
      redis?.disconnect();
    },
  };
}
