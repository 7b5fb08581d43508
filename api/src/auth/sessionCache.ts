import { LRUCache } from 'lru-cache';

/** What `authenticate` reads about a token's user and session (guards.ts). */
export interface SessionRow {
  id: number;
  email: string;
  fullName: string;
  role: string;
  active: boolean;
  mustChangePassword: boolean;
  tokensValidAfter: Date | null;
  sessionOpen: boolean;
}

type Entry = { row: SessionRow; loadedAt: number };

/**
 * How long after a change of a user (deactivation, role, password, sign-out, …) made by this
 * process no copy of that user's row is trusted, whatever its age: covers the transaction that made
 * the change, which commits after `forgetUser` is called.
 */
const CHANGE_GRACE_MS = 10_000;

/** When each user last changed (ms), process-wide: every database's cache checks it. */
const changedAt = new LRUCache<number, number>({ max: 100_000, ttl: CHANGE_GRACE_MS });

/**
 * The user and session rows `authenticate` read recently, per database (one process may serve
 * several, e.g. tests), for at most `ttlMs`: a student's screen sends several requests within a
 * second, and each would otherwise ask the database the same question. A change made by this
 * process (`forgetUser`) is seen by its next request; one made by another API process, or directly
 * in the database, within `ttlMs` (AUTH_CACHE_MS).
 */
export class SessionCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    readonly ttlMs: number,
    max = 50_000,
  ) {
    this.entries = new LRUCache<string, Entry>({ max, ttl: Math.max(ttlMs, 1), ttlAutopurge: false });
  }

  private static key(userId: number, sid: string | null): string {
    return `${userId} ${sid ?? ''}`;
  }

  get(userId: number, sid: string | null, now = Date.now()): SessionRow | undefined {
    if (this.ttlMs <= 0) return undefined;
    const entry = this.entries.get(SessionCache.key(userId, sid));
    if (!entry || now - entry.loadedAt >= this.ttlMs) return undefined;
    const changed = changedAt.get(userId);
    if (changed !== undefined && entry.loadedAt < changed + CHANGE_GRACE_MS) return undefined;
    return entry.row;
  }

  /** Keeps a row read at `loadedAt` (the time the query was sent). */
  set(userId: number, sid: string | null, row: SessionRow, loadedAt: number): void {
    if (this.ttlMs <= 0) return;
    const changed = changedAt.get(userId);
    if (changed !== undefined && loadedAt < changed + CHANGE_GRACE_MS) return;
    this.entries.set(SessionCache.key(userId, sid), { row, loadedAt });
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Call whenever a user's account or sessions change (sign-out, password change or reset,
 * deactivation, role, deletion, profile): this process's next request of that user reads the
 * database again, in every database's cache.
 */
export function forgetUser(userId: number, now = Date.now()): void {
  changedAt.set(userId, now);
}
