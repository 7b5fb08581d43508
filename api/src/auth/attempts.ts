import { MemoryCounterStore, type CounterStore } from '../sharedState';

/**
 * Counts attempts per key (an e-mail) in a fixed window: registrations and reset links asked for
 * one e-mail. The counts live in a CounterStore, so several API processes share them with Redis.
 */
export class AttemptLimiter {
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly store: CounterStore = new MemoryCounterStore(),
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  async blockedFor(key: string): Promise<number> {
    const t = this.now();
    const c = await this.store.read(key);
    if (!c || c.firstAt + this.windowMs <= t || c.count < this.max) return 0;
    return Math.max(1, Math.ceil((c.firstAt + this.windowMs - t) / 1000));
  }

  async hit(key: string): Promise<void> {
    const t = this.now();
    const c = await this.store.read(key);
    if (c && c.firstAt + this.windowMs <= t) await this.store.remove(key);
    await this.store.bump(key, t, this.windowMs, 'fixed');
  }

  async reset(key: string): Promise<void> {
    await this.store.remove(key);
  }
}
