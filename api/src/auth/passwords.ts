import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { SERVER_BUSY } from '@inpro/shared-contracts';
import { HttpError } from '../errors';

/**
 * Password hashing runs in a pool of worker threads (piscina) at the lowest CPU priority
 * (`hashWorker.js`: argon2id by the native `@node-rs/argon2`, nice 19 per thread on Linux): the
 * event loop keeps serving every other request while a sign-in's verification runs, and during a
 * sign-in storm the hashing gets the CPU the rest of the school leaves free instead of an equal share
 * of it. A bounded queue sits in front of the pool: at most `concurrency` hashes at once (one pool
 * thread each), at most `maxWaiting` waiting; past that the request is refused at once with 503 and
 * Retry-After (`PasswordQueueFull`) instead of waiting for minutes.
 */

/** argon2id cost (OWASP minimum: 19 MiB, 2 passes, 1 lane). Tests may lower it with `setPasswordHashCost`. */
let cost = { memorySize: 19456, iterations: 2, parallelism: 1 };

export function setPasswordHashCost(next: Partial<typeof cost>): void {
  cost = { ...cost, ...next };
}

/** Seconds to suggest in Retry-After: never below 1, never above this. */
const MAX_RETRY_AFTER_S = 30;

/** The hashing queue is full: answered 503 with Retry-After by the error handler. */
export class PasswordQueueFull extends HttpError {
  constructor(public readonly retryAfter: number) {
    super(503, SERVER_BUSY);
    this.name = 'PasswordQueueFull';
  }
}

export interface PasswordQueueStats {
  /** Hashes running now. */
  active: number;
  /** Hashes waiting for a free slot. */
  waiting: number;
  concurrency: number;
  maxWaiting: number;
  /** Recent mean time of one hash (ms, moving average). */
  meanMs: number;
  /** Requests refused because the queue was full, since the process started. */
  refused: number;
}

/** At most `concurrency` tasks at once and `maxWaiting` waiting; beyond that `run` throws PasswordQueueFull. */
export class BoundedQueue {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private meanMs = 80;
  private refused = 0;

  constructor(
    private concurrency: number,
    private maxWaiting: number,
  ) {}

  configure({ concurrency, maxWaiting }: { concurrency?: number; maxWaiting?: number }): void {
    if (concurrency !== undefined) this.concurrency = Math.max(1, Math.floor(concurrency));
    if (maxWaiting !== undefined) this.maxWaiting = Math.max(0, Math.floor(maxWaiting));
  }

  get full(): boolean {
    return this.active >= this.concurrency && this.waiting.length >= this.maxWaiting;
  }

  /** When the work in front of a new arrival will have drained, in whole seconds (1 … 30). */
  retryAfterSeconds(): number {
    const ahead = this.active + this.waiting.length;
    const seconds = Math.ceil(((ahead / this.concurrency) * this.meanMs) / 1000);
    return Math.min(MAX_RETRY_AFTER_S, Math.max(1, seconds));
  }

  stats(): PasswordQueueStats {
    return {
      active: this.active,
      waiting: this.waiting.length,
      concurrency: this.concurrency,
      maxWaiting: this.maxWaiting,
      meanMs: Math.round(this.meanMs),
      refused: this.refused,
    };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) {
      this.active += 1;
    } else if (this.waiting.length < this.maxWaiting) {
      // The slot is handed over by the task that finishes (active stays the same).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.refused += 1;
      throw new PasswordQueueFull(this.retryAfterSeconds());
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.meanMs = this.meanMs * 0.8 + (performance.now() - started) * 0.2;
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

let pool: Piscina | null = null;
let poolThreads = 0;

/** The hashing threads, started on first use; as many as the queue runs at once. */
function hashingPool(): Piscina {
  const threads = queue.stats().concurrency;
  if (!pool || poolThreads !== threads) {
    void pool?.close();
    poolThreads = threads;
    pool = new Piscina({
      filename: path.join(__dirname, 'hashWorker.js'),
      minThreads: 1,
      maxThreads: threads,
      // An idle thread ends after a minute (the pool starts one again on the next sign-in).
      idleTimeout: 60_000,
    });
  }
  return pool;
}

/**
 * The process's hashing queue. Defaults: one hash per core (split between the API_WORKERS
 * processes) and 32 waiting (with ~80 ms a hash, a wait of about a second and a half per core).
 */
const queue = new BoundedQueue(defaultConcurrency(process.env.API_WORKERS), 32);

function defaultConcurrency(workers: string | undefined): number {
  const n = workers && /^\d+$/.test(workers.trim()) ? Math.max(1, Number(workers)) : 1;
  return Math.max(1, Math.floor(availableParallelism() / n));
}

/** Sets the hashing queue's limits (config.passwordHash; tests lower them to fill it). */
export function configurePasswordQueue(limits: { concurrency?: number | null; maxWaiting?: number | null }): void {
  queue.configure({
    concurrency: limits.concurrency || defaultConcurrency(process.env.API_WORKERS),
    ...(limits.maxWaiting !== null && limits.maxWaiting !== undefined ? { maxWaiting: limits.maxWaiting } : {}),
  });
}

export function passwordQueueStats(): PasswordQueueStats {
  return queue.stats();
}

/** True while a new hash would be refused (health answers and the overload check read it). */
export function passwordQueueFull(): boolean {
  return queue.full;
}

export function passwordQueueRetryAfter(): number {
  return queue.retryAfterSeconds();
}

/** argon2id hash in PHC string form (`$argon2id$v=19$m=...`), with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  const { memorySize: memoryCost, iterations: timeCost, parallelism } = cost;
  return queue.run(() => hashingPool().run({ password, memoryCost, timeCost, parallelism }, { name: 'hash' }) as Promise<string>);
}

/**
 * Checks a password against a stored argon2id hash (its own cost, from the PHC string: hashes
 * made before, by hash-wasm or the `argon2` binding, stay valid); false for malformed hashes. Throws PasswordQueueFull.
 */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (!hash || !hash.startsWith('$argon2')) return false;
  return queue.run(() => hashingPool().run({ hash, password }, { name: 'verify' }) as Promise<boolean>);
}

let dummyHash: Promise<string> | null = null;
/** Spends the time of one verification when the account does not exist (no user enumeration by timing). */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('inpro-timing-equaliser').catch((err: unknown) => {
    dummyHash = null;
    throw err;
  });
  await verifyPassword(password, await dummyHash);
}

/** A one-time temporary password: 12 characters, letters (no look-alikes) and digits, with both kinds. */
export function generateTemporaryPassword(length = 12): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
  const digits = '23456789';
  const all = letters + digits;
  for (;;) {
    let out = '';
    for (let i = 0; i < length; i += 1) out += all[randomInt(all.length)];
    if (/[A-Za-z]/.test(out) && /\d/.test(out)) return out;
  }
}
