/**
 * Brute-force protection of the sign-in that cannot be turned against the account's owner.
 *
 * - Per account *and* address: the first `freeFailures` wrong passwords cost nothing; after that
 *   each new attempt from that address waits `baseDelayMs · 2^(failures − freeFailures)` (capped at
 *   `maxDelayMs`) after the previous failure. The owner signing in from another address is not
 *   slowed down by an attacker, and a right password resets the count. The count is forgotten
 *   `windowMs` (or the current wait, when longer) after the last failure.
 * - Per address: `maxFailuresPerIp` failed sign-ins (any accounts) within a window of `windowMs`,
 *   counted from the first of them, block the address until that window ends (password spraying).
 * - Per network (/24, /64): `suspectAfterNetworkFailures` failures within the window mark the
 *   network: its sign-ins from unrecognised browsers hash in the limited line of the queue.
 * - Per device cookie: a recognised browser skips the address checks above; `maxFailuresPerDevice`
 *   wrong passwords within the window lock that cookie out (it then counts as unrecognised).
 *
 * rate-limiter-flexible keeps the counts and the waits: in one process's memory by default, in
 * Redis (REDIS_URL) when several API processes serve the site.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { memoryLimiters, seconds, type LimiterFactory } from '../sharedState';
import { networkOf } from './network';

export interface LoginThrottleOptions {
  freeFailures: number;
  /** Failures of one address (any accounts) per window; undefined: no per-address limit. */
  maxFailuresPerIp?: number;
  /** Prefix of the counters' keys (another check with its own counts: the current password). */
  scope?: string;
  windowMs: number;
  /** Failures of one network (any accounts) per window after which it counts as suspect; undefined: never. */
  suspectAfterNetworkFailures?: number;
  /** Wrong passwords from one device cookie per window before that cookie is locked out; undefined: never. */
  maxFailuresPerDevice?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export class LoginThrottle {
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  /** Failures per account and address. */
  private readonly failures: RateLimiterAbstract;
  /** The wait after the last failure of an account and address (a block of the pair's key). */
  private readonly waits: RateLimiterAbstract;
  /** Failures per address, any accounts. */
  private readonly perAddress: RateLimiterAbstract | null;
  /** Failures per network, any accounts. */
  private readonly perNetwork: RateLimiterAbstract | null;
  /** Wrong passwords per device cookie. */
  private readonly perDevice: RateLimiterAbstract | null;

  constructor(
    private readonly options: LoginThrottleOptions,
    limiters: LimiterFactory = memoryLimiters(),
  ) {
    this.baseDelayMs = options.baseDelayMs ?? 2_000;
    this.maxDelayMs = options.maxDelayMs ?? 15 * 60_000;
    const scope = options.scope ?? 'login';
    this.failures = limiters({ name: `${scope}:pair`, points: options.freeFailures, durationMs: options.windowMs });
    this.waits = limiters({ name: `${scope}:wait`, points: 0, durationMs: this.maxDelayMs });
    this.perAddress =
      options.maxFailuresPerIp === undefined
        ? null
        : limiters({ name: `${scope}:ip`, points: options.maxFailuresPerIp, durationMs: options.windowMs });
    this.perNetwork =
      options.suspectAfterNetworkFailures === undefined
        ? null
        : limiters({ name: `${scope}:net`, points: options.suspectAfterNetworkFailures, durationMs: options.windowMs });
    this.perDevice =
      options.maxFailuresPerDevice === undefined
        ? null
        : limiters({ name: `${scope}:device`, points: options.maxFailuresPerDevice, durationMs: options.windowMs });
  }

  /** Milliseconds the pair must still wait after `failures` failures (0 while within the free ones). */
  delayAfter(failures: number): number {
    if (failures < this.options.freeFailures) return 0;
    const steps = Math.min(failures - this.options.freeFailures, 30);
    return Math.min(this.baseDelayMs * 2 ** steps, this.maxDelayMs);
  }

  /** Seconds before this e-mail may be tried again from this address, or 0 when it may now. */
  async waitSeconds(email: string, ip: string): Promise<number> {
    let waitMs = 0;
    const wait = await this.waits.get(this.pairKey(email, ip));
    if (wait) waitMs = Math.max(waitMs, wait.msBeforeNext);
    if (this.perAddress) {
      const address = await this.perAddress.get(ip);
      if (address && address.consumedPoints >= this.perAddress.points) waitMs = Math.max(waitMs, address.msBeforeNext);
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  async failed(email: string, ip: string): Promise<void> {
    const key = this.pairKey(email, ip);
    const { consumedPoints: count } = await this.failures.penalty(key, 1);
    const delay = this.delayAfter(count);
    // The count lives on for the window (or the wait, when longer) after each failure.
    await this.failures.set(key, count, seconds(Math.max(this.options.windowMs, delay)));
    if (delay > 0) await this.waits.block(key, seconds(delay));
    if (this.perAddress) await this.perAddress.penalty(ip, 1);
    if (this.perNetwork) await this.perNetwork.penalty(networkOf(ip), 1);
  }

  /** Whether the address's network had enough failures in the window to be served last. */
  async suspectNetwork(ip: string): Promise<boolean> {
    if (!this.perNetwork) return false;
    const res = await this.perNetwork.get(networkOf(ip));
    return !!res && res.consumedPoints >= this.perNetwork.points;
  }

  /** Whether this device cookie had too many wrong passwords in the window. */
  async deviceLocked(nonce: string): Promise<boolean> {
    if (!this.perDevice) return false;
    const res = await this.perDevice.get(nonce);
    return !!res && res.consumedPoints >= this.perDevice.points;
  }

  /** A wrong password from a recognised browser: counted against that cookie only. */
  async deviceFailed(nonce: string): Promise<void> {
    if (this.perDevice) await this.perDevice.penalty(nonce, 1);
  }

  async deviceSucceeded(nonce: string): Promise<void> {
    if (this.perDevice) await this.perDevice.delete(nonce);
  }

  async succeeded(email: string, ip: string): Promise<void> {
    const key = this.pairKey(email, ip);
    await Promise.all([this.failures.delete(key), this.waits.delete(key)]);
  }

  private pairKey(email: string, ip: string): string {
    return `${ip} ${email.toLowerCase()}`;
  }
}
