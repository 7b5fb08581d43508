import type { FastifyBaseLogger } from 'fastify';
import { isSuperAdminRole } from '../auth/guards';
import type { Role } from '@inpro/shared-contracts';
import type { Database } from '../db';

/** The channel the triggers of migration 0027 NOTIFY on. */
const LIVE_CHANNEL = 'inpro_live';

/** What a stream carries: ids and kinds only (see migration 0027). */
export interface LiveEvent {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
}

/** A row of live_events or a NOTIFY payload, with its audience. */
interface AddressedEvent extends LiveEvent {
  userId: number | null;
  role: string | null;
}

/** One open stream. */
export interface LiveSubscriber {
  userId: number;
  role: Role;
  /** The sign-in the token belongs to (null: a token without one). */
  sid: string | null;
  /** When its token was issued (ms): a password change or deactivation after it ends the stream. */
  issuedMs: number;
  deliver(event: LiveEvent): void;
  /** Ends the stream (the browser reconnects and is authenticated again). */
  end(): void;
}

/** The role key of a role-addressed event: both spellings of the master administrator are one audience. */
function roleKey(role: string): string {
  return isSuperAdminRole(role as Role) ? 'SUPER_ADMIN' : role;
}

/** Reads whether a subscriber's credentials still hold (the guards' rules, read fresh from the database). */
export type SubscriberCheck = (sub: LiveSubscriber) => Promise<boolean>;

/**
 * The streams open on this process and the one LISTEN connection that feeds them: an event written by
 * any process (a trigger's NOTIFY) reaches the streams of its audience here. A lost LISTEN connection
 * is opened again, and every stream is ended then, so browsers reconnect and replay what they missed.
 */
export class LiveHub {
  private readonly byUser = new Map<number, Set<LiveSubscriber>>();
  private readonly byRole = new Map<string, Set<LiveSubscriber>>();
  private readonly everyone = new Set<LiveSubscriber>();
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  /** Called with the user id of every 'session' event (the guards forget their copy of that user). */
  onSessionChange: (userId: number) => void = () => undefined;
  /** Called when a class session near today is scheduled, moved or cancelled (the class clock plans again). */
  onScheduleChange: () => void = () => undefined;

  constructor(
    private readonly database: Database,
    private readonly check: SubscriberCheck,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.everyone.size;
  }

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      LIVE_CHANNEL,
      (payload) => this.receive(payload),
      (err) => this.lost(err),
    );
  }

  private lost(err?: Error): void {
    if (this.closed) return;
    this.log.warn({ err }, 'live events: LISTEN connection lost; reconnecting');
    this.stopListening = null;
    for (const sub of [...this.everyone]) sub.end();
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.start().catch((e) => this.lost(e as Error));
    }, 1000);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    for (const sub of [...this.everyone]) sub.end();
    await this.stopListening?.();
  }

  add(sub: LiveSubscriber): void {
    this.everyone.add(sub);
    const mine = this.byUser.get(sub.userId) ?? new Set();
    mine.add(sub);
    this.byUser.set(sub.userId, mine);
    const key = roleKey(sub.role);
    const peers = this.byRole.get(key) ?? new Set();
    peers.add(sub);
    this.byRole.set(key, peers);
  }

  remove(sub: LiveSubscriber): void {
    this.everyone.delete(sub);
    const mine = this.byUser.get(sub.userId);
    if (mine?.delete(sub) && mine.size === 0) this.byUser.delete(sub.userId);
    const key = roleKey(sub.role);
    const peers = this.byRole.get(key);
    if (peers?.delete(sub) && peers.size === 0) this.byRole.delete(key);
  }

  private receive(payload: string): void {
    let msg: Partial<AddressedEvent>;
    try {
      msg = JSON.parse(payload);
    } catch {
      return;
    }
    if (msg.kind === 'session') {
      if (typeof msg.userId === 'number') this.recheck(msg.userId);
      return;
    }
    if (msg.kind === 'schedule') {
      this.onScheduleChange();
      return;
    }
    if (typeof msg.id !== 'number' || typeof msg.kind !== 'string') return;
    const event: LiveEvent = { id: msg.id, kind: msg.kind, payload: msg.payload ?? {} };
    const audience =
      typeof msg.userId === 'number' ? this.byUser.get(msg.userId) : msg.role ? this.byRole.get(roleKey(msg.role)) : this.everyone;
    for (const sub of audience ?? []) sub.deliver(event);
  }

  /** A sign-out, deactivation, role or password change of `userId`: its streams whose credentials no longer hold end. */
  private recheck(userId: number): void {
    this.onSessionChange(userId);
    for (const sub of [...(this.byUser.get(userId) ?? [])]) {
      this.check(sub).then(
        (ok) => {
          if (!ok) sub.end();
        },
        () => sub.end(),
      );
    }
  }
}
