/** Counts attempts per key (an e-mail) in a fixed window; used to lock an account after failed sign-ins. */
export class AttemptLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private entry(key: string) {
    const e = this.hits.get(key);
    if (e && e.resetAt <= this.now()) {
      this.hits.delete(key);
      return undefined;
    }
    return e;
  }

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  blockedFor(key: string): number {
    const e = this.entry(key);
    if (!e || e.count < this.max) return 0;
    return Math.max(1, Math.ceil((e.resetAt - this.now()) / 1000));
  }

  hit(key: string): void {
    if (this.hits.size > 50_000) this.prune();
    const e = this.entry(key);
    if (e) e.count += 1;
    else this.hits.set(key, { count: 1, resetAt: this.now() + this.windowMs });
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private prune(): void {
    const t = this.now();
    for (const [k, e] of this.hits) if (e.resetAt <= t) this.hits.delete(k);
  }
}
