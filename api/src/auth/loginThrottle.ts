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
 * State lives in memory: one API process per site today (docs/performance.md); failures older than
 * `windowMs` are forgotten.
 */
export interface LoginThrottleOptions {
  freeFailures: number;
  maxFailuresPerIp: number;
  windowMs: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
}

interface PairState {
  failures: number;
  lastAt: number;
}

const MAX_ENTRIES = 100_000;

export class LoginThrottle {
  private readonly pairs = new Map<string, PairState>();
  private readonly addresses = new Map<string, number[]>();
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly now: () => number;

  constructor(private readonly options: LoginThrottleOptions) {
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
  waitSeconds(email: string, ip: string): number {
    const t = this.now();
    let waitMs = 0;
    const pair = this.pair(email, ip, t);
    if (pair) waitMs = Math.max(waitMs, pair.lastAt + this.delayAfter(pair.failures) - t);
    const hits = this.recent(ip, t);
    if (hits.length >= this.options.maxFailuresPerIp) waitMs = Math.max(waitMs, hits[0] + this.options.windowMs - t);
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  failed(email: string, ip: string): void {
    const t = this.now();
    if (this.pairs.size > MAX_ENTRIES || this.addresses.size > MAX_ENTRIES) this.prune(t);
    const key = pairKey(email, ip);
    const pair = this.pair(email, ip, t);
    this.pairs.set(key, { failures: (pair?.failures ?? 0) + 1, lastAt: t });
    const hits = this.recent(ip, t);
    hits.push(t);
    this.addresses.set(ip, hits);
  }

  succeeded(email: string, ip: string): void {
    this.pairs.delete(pairKey(email, ip));
  }

  private pair(email: string, ip: string, t: number): PairState | undefined {
    const key = pairKey(email, ip);
    const pair = this.pairs.get(key);
    if (pair && t - pair.lastAt >= Math.max(this.options.windowMs, this.delayAfter(pair.failures))) {
      this.pairs.delete(key);
      return undefined;
    }
    return pair;
  }

  private recent(ip: string, t: number): number[] {
    const hits = (this.addresses.get(ip) ?? []).filter((at) => t - at < this.options.windowMs);
    if (hits.length) this.addresses.set(ip, hits);
    else this.addresses.delete(ip);
    return hits;
  }

  private prune(t: number): void {
    for (const [key, pair] of this.pairs) {
      if (t - pair.lastAt >= Math.max(this.options.windowMs, this.delayAfter(pair.failures))) this.pairs.delete(key);
    }
    for (const ip of [...this.addresses.keys()]) this.recent(ip, t);
  }
}

function pairKey(email: string, ip: string): string {
  return `${email.toLowerCase()}\u0000${ip}`;
}
