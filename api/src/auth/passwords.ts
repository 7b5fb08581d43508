import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { SERVER_BUSY, tooManyAttemptsMessage } from '@inpro/shared-contracts';
import { HttpError } from '../errors';

/**
 * Password hashing runs in a pool of worker threads (piscina) at the lowest CPU priority
 * (`hashWorker.js`: argon2id by the native `@node-rs/argon2`, nice 19 per thread on Linux): the
 * event loop keeps serving every other request while a sign-in's verification runs, and during a
 * sign-in storm the hashing gets the CPU the rest of the school leaves free instead of an equal share
 * of it. A bounded queue sits in front of the pool: at most `concurrency` hashes at once (one pool
 * thread each), at most `maxWaiting` waiting; past that the request is refused at once with 503 and
 * Retry-After (`PasswordQueueFull`) instead of waiting for minutes. Sign-ins wait in lines of
 * different priority (`HashLane`): recognised devices first, attempts for unknown accounts and from
 * networks with failures last and within a bounded share, so a flood cannot starve real students.
 * The lines are per process, like the pool.
 */

/** argon2id cost (OWASP minimum: 19 MiB, 2 passes, 1 lane). */
export const PASSWORD_HASH_COST = Object.freeze({ memorySize: 19456, iterations: 2, parallelism: 1 });

let cost: { memorySize: number; iterations: number; parallelism: number } = { ...PASSWORD_HASH_COST };

/** Tests lower the cost (a process-wide setting); gives the cost it replaces, to put back. */
export function setPasswordHashCost(next: Partial<typeof cost>): typeof cost {
  const previous = cost;
  cost = { ...cost, ...next };
  return previous;
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

/**
 * The attempt is beyond the bounded share of the hashing capacity that attempts for unknown
 * accounts and from networks with failures get: refused before hashing, 429 with Retry-After.
 */
export class HashShareExceeded extends HttpError {
  constructor(public readonly retryAfter: number) {
    super(429, tooManyAttemptsMessage(retryAfter));
    this.name = 'HashShareExceeded';
  }
}

/**
 * Which line of the queue a hash waits in. `trusted`: a sign-in from a browser the account signed
 * in from before (device cookie), served first. `normal`: everything else that has not failed.
 * `limited`: sign-ins for unknown accounts and from networks with recent failures, served only
 * while the other lines are empty and within a bounded share of the threads.
 */
type HashLane = 'trusted' | 'normal' | 'limited';

export interface HashPriority {
  lane: HashLane;
  /** The client's network (`limited` only): the limited line is shared fairly among networks. */
  group?: string;
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
  /** The limited line: running, waiting, its bounds, and attempts refused with 429 since the process started. */
  limited: { active: number; waiting: number; concurrency: number; maxWaiting: number; refused: number };
}

interface LimitedEntry {
  group: string;
  start: () => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * At most `concurrency` tasks at once. The trusted and normal lines wait up to `maxWaiting` (past
 * that `run` throws PasswordQueueFull, 503); a free slot goes to the trusted line first, then the
 * normal one. The limited line runs at most half the slots (at least one) and only on slots real
 * sign-ins leave free; its waiting room is small and shared fairly among networks (round-robin service,
 * and when it is full the network with the most waiting gives up its newest entry), and an entry
 * waits at most `limitedMaxWaitMs`. Whatever the limited line cannot take is refused at once with
 * HashShareExceeded (429): a flood from many addresses never fills the queue real sign-ins need.
 */
export class BoundedQueue {
  private active = 0;
  private limitedActive = 0;
  private readonly trusted: Array<() => void> = [];
  private readonly normal: Array<() => void> = [];
  /** Waiting limited entries per network, in the order networks are served (round-robin). */
  private readonly limited = new Map<string, LimitedEntry[]>();
  private limitedWaiting = 0;
  private meanMs = 80;
  private refused = 0;
  private limitedRefused = 0;
  private limitedConcurrency = 1;
  private limitedMaxWaiting = 2;

  constructor(
    private concurrency: number,
    private maxWaiting: number,
    private readonly limitedMaxWaitMs = 3_000,
  ) {
    this.deriveLimitedBounds();
  }

  configure({ concurrency, maxWaiting }: { concurrency?: number; maxWaiting?: number }): void {
    if (concurrency !== undefined) this.concurrency = Math.max(1, Math.floor(concurrency));
    if (maxWaiting !== undefined) this.maxWaiting = Math.max(0, Math.floor(maxWaiting));
    this.deriveLimitedBounds();
  }

  private deriveLimitedBounds(): void {
    this.limitedConcurrency = Math.max(1, Math.floor(this.concurrency / 2));
    this.limitedMaxWaiting = Math.max(2, this.concurrency * 2);
  }

  /** True while a new trusted or normal hash would be refused. */
  get full(): boolean {
    return this.active >= this.concurrency && this.trusted.length + this.normal.length >= this.maxWaiting;
  }

  /** When the work in front of a new arrival will have drained, in whole seconds (1 … 30). */
  retryAfterSeconds(): number {
    const ahead = this.active + this.trusted.length + this.normal.length;
    return this.seconds((ahead / this.concurrency) * this.meanMs);
  }

  /** When the limited line will have room again, in whole seconds (1 … 30). */
  limitedRetryAfterSeconds(): number {
    const ahead = this.limitedActive + this.limitedWaiting + this.trusted.length + this.normal.length;
    return this.seconds((ahead / this.limitedConcurrency) * this.meanMs);
  }

  private seconds(ms: number): number {
    return Math.min(MAX_RETRY_AFTER_S, Math.max(1, Math.ceil(ms / 1000)));
  }

  stats(): PasswordQueueStats {
    return {
      active: this.active,
      waiting: this.trusted.length + this.normal.length + this.limitedWaiting,
      concurrency: this.concurrency,
      maxWaiting: this.maxWaiting,
      meanMs: Math.round(this.meanMs),
      refused: this.refused,
      limited: {
        active: this.limitedActive,
        waiting: this.limitedWaiting,
        concurrency: this.limitedConcurrency,
        maxWaiting: this.limitedMaxWaiting,
        refused: this.limitedRefused,
      },
    };
  }

  async run<T>(work: () => Promise<T>, priority: HashPriority = { lane: 'normal' }): Promise<T> {
    const limited = priority.lane === 'limited';
    // Null when a slot was free: no extra turn of the microtask queue before the work starts.
    const turn = limited ? this.admitLimited(priority.group ?? '') : this.admit(priority.lane === 'trusted' ? this.trusted : this.normal);
    if (turn) await turn;
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.meanMs = this.meanMs * 0.8 + (performance.now() - started) * 0.2;
      this.active -= 1;
      if (limited) this.limitedActive -= 1;
      this.dispatch();
    }
  }

  private admit(line: Array<() => void>): Promise<void> | null {
    if (this.active < this.concurrency && this.trusted.length + this.normal.length === 0) {
      this.active += 1;
      return null;
    }
    const room = line === this.trusted ? this.trusted.length < this.maxWaiting : this.trusted.length + this.normal.length < this.maxWaiting;
    if (!room) {
      this.refused += 1;
      throw new PasswordQueueFull(this.retryAfterSeconds());
    }
    // The slot is taken by dispatch() when one frees.
    return new Promise<void>((resolve) => line.push(resolve));
  }

  private admitLimited(group: string): Promise<void> | null {
    if (this.canStartLimited() && this.limitedWaiting === 0) {
      this.active += 1;
      this.limitedActive += 1;
      return null;
    }
    if (this.limitedWaiting >= this.limitedMaxWaiting && !this.evictFromLargest(group)) {
      this.limitedRefused += 1;
      throw new HashShareExceeded(this.limitedRetryAfterSeconds());
    }
    return new Promise<void>((resolve, reject) => {
      const entry: LimitedEntry = {
        group,
        start: resolve,
        reject,
        // An attempt that waits too long is told to come back instead of hanging.
        timer: setTimeout(() => {
          if (this.removeLimited(entry)) {
            this.limitedRefused += 1;
            reject(new HashShareExceeded(this.limitedRetryAfterSeconds()));
          }
        }, this.limitedMaxWaitMs),
      };
      const line = this.limited.get(group);
      if (line) line.push(entry);
      else this.limited.set(group, [entry]);
      this.limitedWaiting += 1;
    });
  }

  /**
   * Limited work starts only on slots real sign-ins leave free: nothing of theirs waits, and they
   * use fewer than `concurrency − limitedConcurrency` slots, so the next real arrival finds one free.
   */
  private canStartLimited(): boolean {
    const realActive = this.active - this.limitedActive;
    return (
      this.active < this.concurrency &&
      this.limitedActive < this.limitedConcurrency &&
      this.trusted.length + this.normal.length === 0 &&
      realActive < Math.max(1, this.concurrency - this.limitedConcurrency)
    );
  }

  /**
   * Makes room for a network with fewer waiting entries than the network with the most: that one
   * loses its newest entry (refused with 429). False when the newcomer's network already has the most.
   */
  private evictFromLargest(group: string): boolean {
    let largest: string | null = null;
    let size = this.limited.get(group)?.length ?? 0;
    for (const [g, line] of this.limited) {
      if (line.length > size) {
        largest = g;
        size = line.length;
      }
    }
    if (largest === null) return false;
    const victim = this.limited.get(largest)!.at(-1)!;
    this.removeLimited(victim);
    this.limitedRefused += 1;
    victim.reject(new HashShareExceeded(this.limitedRetryAfterSeconds()));
    return true;
  }

  private removeLimited(entry: LimitedEntry): boolean {
    const line = this.limited.get(entry.group);
    const at = line ? line.indexOf(entry) : -1;
    if (!line || at < 0) return false;
    line.splice(at, 1);
    if (line.length === 0) this.limited.delete(entry.group);
    this.limitedWaiting -= 1;
    clearTimeout(entry.timer);
    return true;
  }

  /** Hands free slots to the trusted line, then the normal one, then the limited networks in turn. */
  private dispatch(): void {
    while (this.active < this.concurrency) {
      const next = this.trusted.shift() ?? this.normal.shift();
      if (next) {
        this.active += 1;
        next();
        continue;
      }
      if (!this.canStartLimited() || this.limitedWaiting === 0) return;
      // Round-robin: the first network in line is served and goes to the back.
      const [group, line] = this.limited.entries().next().value as [string, LimitedEntry[]];
      const entry = line[0];
      this.removeLimited(entry);
      const rest = this.limited.get(group);
      if (rest) {
        this.limited.delete(group);
        this.limited.set(group, rest);
      }
      this.active += 1;
      this.limitedActive += 1;
      entry.start();
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
 * made before, by hash-wasm or the `argon2` binding, stay valid); false for malformed hashes.
 * Throws PasswordQueueFull (503), or HashShareExceeded (429) for the limited line.
 */
export async function verifyPassword(password: string, hash: string, priority?: HashPriority): Promise<boolean> {
  if (!hash || !hash.startsWith('$argon2')) return false;
  return queue.run(() => hashingPool().run({ hash, password }, { name: 'verify' }) as Promise<boolean>, priority);
}

let dummyHash: Promise<string> | null = null;
/** Spends the time of one verification when the account does not exist (no user enumeration by timing). */
export async function burnVerification(password: string, priority?: HashPriority): Promise<void> {
  dummyHash ??= hashPassword('inpro-timing-equaliser').catch((err: unknown) => {
    dummyHash = null;
    throw err;
  });
  await verifyPassword(password, await dummyHash, priority);
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
