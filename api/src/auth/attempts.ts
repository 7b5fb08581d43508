import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { memoryLimiters, type LimiterFactory } from '../sharedState';

/**
 * Counts attempts per key (an e-mail) in a fixed window counted from the first attempt:
 * registrations and reset links asked for one e-mail. A rate-limiter-flexible limiter keeps the
 * counts, in Redis when several API processes serve the site.
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    private readonly max: number,
    windowMs: number,
    limiters: LimiterFactory = memoryLimiters(),
    name = 'attempts',
  ) {
    this.limiter = limiters({ name, points: max, durationMs: windowMs });
  }

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  async blockedFor(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    if (!res || res.consumedPoints < this.max || res.msBeforeNext <= 0) return 0;
    return Math.ceil(res.msBeforeNext / 1000);
  }

  async hit(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
