/**
 * Redis for tests: set TEST_REDIS_URL (`.ci/run` points it at the machine's Redis) and the shared
 * state tests run on Redis as well as in memory. Each opened state has its own key prefix and
 * channel, and its keys are deleted when it closes.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || null;

/** A fresh prefix: states opened with the same one share counters and news (like two processes of one site). */
export function testRedisPrefix(): string {
  return `inpro-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
}

/** Deletes every key of the prefix. */
export async function dropTestRedisKeys(prefix: string): Promise<void> {
  if (!TEST_REDIS_URL) return;
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
