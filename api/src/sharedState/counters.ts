/**
 * Counters shared by every API process that uses the same store: the sign-in throttle and the
 * attempt limiters keep their state here. Times are the caller's clock (milliseconds), so the
 * rules can be tested with a fake clock; the in-memory store is one process's, the Redis store
 * (redisCounters.ts) is every process's.
 */
export interface Counter {
  count: number;
  /** When the counter was first bumped (its fixed window starts here). */
  firstAt: number;
  /** When it was last bumped. */
  lastAt: number;
}

export interface CounterStore {
  /** The counter, or null when it never existed or has expired. */
  read(key: string): Promise<Counter | null>;
  /**
   * Adds one at `at`. A `fixed` counter expires `ttlMs` after its first bump, a `sliding` one
   * `ttlMs` after its last bump.
   */
  bump(key: string, at: number, ttlMs: number, mode: 'fixed' | 'sliding'): Promise<Counter>;
  remove(key: string): Promise<void>;
  /** Records an event at `at`, kept for `windowMs`. */
  addEvent(key: string, at: number, windowMs: number): Promise<void>;
  /** The times of the events recorded after `since`, oldest first. */
  events(key: string, since: number): Promise<number[]>;
}

interface MemoryCounter extends Counter {
  expiresAt: number;
}

const MAX_KEYS = 100_000;

/** One process's counters (the default without REDIS_URL). */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, MemoryCounter>();
  private readonly logs = new Map<string, { times: number[]; windowMs: number }>();

  async read(key: string): Promise<Counter | null> {
    return this.live(key, Number.NEGATIVE_INFINITY);
  }

  async bump(key: string, at: number, ttlMs: number, mode: 'fixed' | 'sliding'): Promise<Counter> {
    if (this.counters.size > MAX_KEYS) this.prune(at);
    const prev = this.live(key, at);
    const next: MemoryCounter = prev
      ? { count: prev.count + 1, firstAt: prev.firstAt, lastAt: at, expiresAt: mode === 'sliding' ? at + ttlMs : prev.expiresAt }
      : { count: 1, firstAt: at, lastAt: at, expiresAt: at + ttlMs };
    this.counters.set(key, next);
    return { count: next.count, firstAt: next.firstAt, lastAt: next.lastAt };
  }

  async remove(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async addEvent(key: string, at: number, windowMs: number): Promise<void> {
    if (this.logs.size > MAX_KEYS) this.prune(at);
    const log = this.logs.get(key) ?? { times: [], windowMs };
    log.times = log.times.filter((t) => t > at - windowMs);
    log.times.push(at);
    log.windowMs = windowMs;
    this.logs.set(key, log);
  }

  async events(key: string, since: number): Promise<number[]> {
    const log = this.logs.get(key);
    if (!log) return [];
    log.times = log.times.filter((t) => t > since);
    if (!log.times.length) this.logs.delete(key);
    return [...log.times];
  }

  /** A counter still alive at `now` (reads pass −∞: expiry is judged by the caller's rules). */
  private live(key: string, now: number): MemoryCounter | null {
    const c = this.counters.get(key);
    if (!c) return null;
    if (c.expiresAt <= now) {
      this.counters.delete(key);
      return null;
    }
    return c;
  }

  private prune(now: number): void {
    for (const [key, c] of this.counters) if (c.expiresAt <= now) this.counters.delete(key);
    for (const [key, log] of this.logs) {
      log.times = log.times.filter((t) => t > now - log.windowMs);
      if (!log.times.length) this.logs.delete(key);
    }
  }
}
