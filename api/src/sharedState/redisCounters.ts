import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Counter, CounterStore } from './counters';

/**
 * Counters in Redis, shared by every API process on the same server (REDIS_URL). A counter is a
 * hash {count, firstAt, lastAt} bumped in one MULTI; an event log is a sorted set scored by time.
 * Redis expires the keys on its own clock; the rules still compare the stored times.
 */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'inpro:',
  ) {}

  private k(key: string): string {
    return `${this.prefix}${key}`;
  }

  async read(key: string): Promise<Counter | null> {
    return toCounter(await this.redis.hgetall(this.k(key)));
  }

  async bump(key: string, at: number, ttlMs: number, mode: 'fixed' | 'sliding'): Promise<Counter> {
    const k = this.k(key);
    const tx = this.redis.multi().hincrby(k, 'count', 1).hsetnx(k, 'firstAt', String(at)).hset(k, 'lastAt', String(at));
    // A fixed window keeps the expiry set by the first bump (NX); a sliding one moves it.
    if (mode === 'fixed') tx.call('PEXPIRE', k, String(ttlMs), 'NX');
    else tx.pexpire(k, ttlMs);
    const results = await tx.hgetall(k).exec();
    const last = results?.[results.length - 1];
    if (!last || last[0]) throw last?.[0] ?? new Error('Redis transaction failed');
    const counter = toCounter(last[1] as Record<string, string>);
    if (!counter) throw new Error('Redis counter vanished');
    return counter;
  }

  async remove(key: string): Promise<void> {
    await this.redis.del(this.k(key));
  }

  async addEvent(key: string, at: number, windowMs: number): Promise<void> {
    const k = this.k(key);
    await this.redis
      .multi()
      .zadd(k, at, `${at}:${randomUUID()}`)
      .zremrangebyscore(k, '-inf', at - windowMs)
      .pexpire(k, windowMs)
      .exec();
  }

  async events(key: string, since: number): Promise<number[]> {
    const flat = await this.redis.zrangebyscore(this.k(key), `(${since}`, '+inf', 'WITHSCORES');
    const times: number[] = [];
    for (let i = 1; i < flat.length; i += 2) times.push(Number(flat[i]));
    return times;
  }
}

function toCounter(hash: Record<string, string>): Counter | null {
  if (!hash.count) return null;
  return { count: Number(hash.count), firstAt: Number(hash.firstAt), lastAt: Number(hash.lastAt) };
}
