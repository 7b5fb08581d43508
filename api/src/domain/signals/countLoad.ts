import { sql } from 'drizzle-orm';
import type { FieldSignalEvent, SignalVital } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { bucketOf } from './buckets';
import type { LoadTicket } from './loadTickets';
import { SignalTally, hourOf, recordSignals } from './recordSignals';

/** Events one page load may have counted in all (a page sends a few dozen). */
const LOAD_EVENT_BUDGET = 200;
/** API errors counted per remote of one page load. */
const API_ERRORS_PER_LOAD = 10;

/** What one remote of one page load has counted: its version, its outcome (loaded / failed) and the hour it was counted in. */
interface RemoteOfLoad {
  v: string;
  o?: 'l' | 'f';
  h?: string;
  /** An error (load or render) counted. */
  e?: 1;
  a?: number;
  m?: SignalVital[];
}

/** What a page load has counted so far (field_signal_loads.state). */
interface LoadState {
  n?: number;
  r?: Record<string, RemoteOfLoad>;
}

/**
 * Adds a beacon's events to what its page load counted, into `tally`; returns how many counted.
 * One page load is one attempt per remote (loaded or failed: a failure after the load turns the load
 * into a failed one), at most one error per remote, each vital once, a few API errors, one version
 * per remote: so a version's attempts never exceed the loads served, nor its errors its attempts,
 * however often a ticket is sent.
 */
function applyToLoad(state: LoadState, events: FieldSignalEvent[], hour: string, tally: SignalTally): number {
  const remotes = (state.r ??= {});
  let accepted = 0;
  for (const e of events) {
    if ((state.n ?? 0) >= LOAD_EVENT_BUDGET) break;
    const r = (remotes[e.remote] ??= { v: e.version });
    if (r.v !== e.version) continue;
    let counted = true;
    switch (e.type) {
      case 'load':
        if (r.o) counted = false;
        else {
          Object.assign(r, { o: 'l', h: hour });
          tally.add(e.remote, e.version, hour, 'loads');
        }
        break;
      case 'load-error':
        if (!r.o) {
          Object.assign(r, { o: 'f', h: hour, e: 1 });
          tally.add(e.remote, e.version, hour, 'load');
        } else if (r.o === 'l' && !r.e && r.h) {
          Object.assign(r, { o: 'f', e: 1 });
          tally.add(e.remote, e.version, r.h, 'loads', -1);
          tally.add(e.remote, e.version, r.h, 'load');
        } else counted = false;
        break;
      case 'render-error':
        // It rendered, so it loaded (the load event may be in a later beacon, which then adds nothing).
        if (!r.o) {
          Object.assign(r, { o: 'l', h: hour });
          tally.add(e.remote, e.version, hour, 'loads');
        }
        if (r.e || !r.h) counted = false;
        else {
          r.e = 1;
          tally.add(e.remote, e.version, r.h, 'render');
        }
        break;
      case 'api-error':
        if ((r.a ?? 0) >= API_ERRORS_PER_LOAD) counted = false;
        else {
          r.a = (r.a ?? 0) + 1;
          tally.add(e.remote, e.version, hour, 'api');
        }
        break;
      case 'vital':
        if (r.m?.includes(e.name)) counted = false;
        else {
          r.m = [...(r.m ?? []), e.name];
          tally.vital(e.remote, e.version, hour, e.name, bucketOf(e.name, e.value));
        }
        break;
    }
    if (counted) {
      accepted += 1;
      state.n = (state.n ?? 0) + 1;
    }
  }
  return accepted;
}

/** Whether a page load has counted anything yet (its first beacon is the one the per-address bound weighs). */
export async function isKnownLoad(db: Db, ticket: LoadTicket): Promise<boolean> {
  const found = (await db.execute(sql`select 1 from field_signal_loads where id = ${ticket.id}`)) as unknown as { rows: unknown[] };
  return found.rows.length > 0;
}

/**
 * Counts a beacon of one page load: in one transaction, its record (locked, so two beacons of the
 * same load at once add up rightly on any process), then the aggregates. Returns the events counted.
 */
export async function countLoad(db: Db, ticket: LoadTicket, events: FieldSignalEvent[], at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into field_signal_loads (id, expires_at) values (${ticket.id}, ${ticket.expiresAt.toISOString()}::timestamptz)
                         on conflict (id) do nothing`);
    const found = (await tx.execute(sql`select state from field_signal_loads where id = ${ticket.id} for update`)) as unknown as {
      rows: Array<{ state: LoadState | string }>;
    };
    const raw = found.rows[0]?.state ?? {};
    const state: LoadState = typeof raw === 'string' ? (JSON.parse(raw) as LoadState) : raw;
    const tally = new SignalTally();
    const accepted = applyToLoad(state, events, hourOf(at).toISOString(), tally);
    if (accepted) {
      await tx.execute(sql`update field_signal_loads set state = ${JSON.stringify(state)}::jsonb where id = ${ticket.id}`);
      await recordSignals(tx as unknown as Db, tally);
    }
    return accepted;
  });
}

/** Forgets the page loads whose tickets expired (their beacons are refused anyway). */
export async function forgetExpiredLoads(db: Db, now = new Date()): Promise<void> {
  await db.execute(sql`delete from field_signal_loads where expires_at < ${now.toISOString()}::timestamptz`);
}
