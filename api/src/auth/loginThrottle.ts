/**
 * Brute-force protection of the sign-in that cannot be turned against the account's owner.
 *
 * - Per account *and* address: the first `freeFailures` wrong passwords cost nothing; after that
 *   each new attempt from that address waits `baseDelayMs · 2^(failures − freeFailures)` (capped at
 *   `maxDelayMs`) after the previous failure. The owner signing in from another address is not
 *   slowed down by an attacker, and a right password resets the count.
 * - Per address: more than `maxFailuresPerIp` failed sign-ins (any accounts) within `windowMs`
 *   block the address until the window of its oldest counted failure ends (password spraying).
 *
 * The counts live in a CounterStore: one process's memory by default, Redis (REDIS_URL) when
 * several API processes serve the site. Failures older than `windowMs` are forgotten.
 */
import { MemoryCounterStore, type Counter, type CounterStore } from '../sharedState';

export interface LoginThrottleOptions {
  freeFailures: number;
  /** Failures of one address (any accounts) per window; undefined: no per-address limit. */
  maxFailuresPerIp?: number;
  /** Prefix of the counters' keys (another check with its own counts: the current password). */
  scope?: string;
  windowMs: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
}

export class LoginThrottle {
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly now: () => number;

  constructor(
    private readonly options: LoginThrottleOptions,
    private readonly store: CounterStore = new MemoryCounterStore(),
  ) {
    this.baseDelayMs = options.baseDelayMs ?? 2_000;
    this.maxDelayMs = options.maxDelayMs ?? 15 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Milliseconds the pair must still wait after `failures` failures (0 while within the free ones). */
  delayAfter(failures: number): number {
    if (failures < this.options.freeFailures) return 0;
    const steps = Math.min(failures - this.options.freeFailures, 30);
    return Math.min(this.baseDelayMs * 2 ** steps, this.maxDelayMs);
  }

  /** Seconds before this e-mail may be tried again from this address, or 0 when it may now. */
  async waitSeconds(email: string, ip: string): Promise<number> {
    const t = this.now();
    let waitMs = 0;
    const pair = await this.pair(email, ip, t);
    if (pair) waitMs = Math.max(waitMs, pair.lastAt + this.delayAfter(pair.count) - t);
    const perIp = this.options.maxFailuresPerIp;
    if (perIp !== undefined) {
      const hits = await this.store.events(this.addressKey(ip), t - this.options.windowMs);
      if (hits.length >= perIp) waitMs = Math.max(waitMs, hits[0] + this.options.windowMs - t);
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  async failed(email: string, ip: string): Promise<void> {
    const t = this.now();
    await this.pair(email, ip, t); // forgets an expired count first
    await this.store.bump(this.pairKey(email, ip), t, Math.max(this.options.windowMs, this.maxDelayMs), 'sliding');
    if (this.options.maxFailuresPerIp !== undefined) await this.store.addEvent(this.addressKey(ip), t, this.options.windowMs);
  }

  async succeeded(email: string, ip: string): Promise<void> {
    await this.store.remove(this.pairKey(email, ip));
  }

  /** The pair's failures, or undefined once its last failure is older than the window and its delay. */
  private async pair(email: string, ip: string, t: number): Promise<Counter | undefined> {
    const key = this.pairKey(email, ip);
    const pair = await this.store.read(key);
    if (!pair) return undefined;
    if (t - pair.lastAt >= Math.max(this.options.windowMs, this.delayAfter(pair.count))) {
      await this.store.remove(key);
      return undefined;
    }
    return pair;
  }

  private pairKey(email: string, ip: string): string {
    return `${this.options.scope ?? 'login'}:pair:${ip} ${email.toLowerCase()}`;
  }

  private addressKey(ip: string): string {
    return `${this.options.scope ?? 'login'}:ip:${ip}`;
  }
}
