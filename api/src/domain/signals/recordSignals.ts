import { sql } from 'drizzle-orm';
import type { SignalVital } from '@inpro/shared-contracts';
import type { Db } from '../../db';

const HOUR_MS = 3600_000;

/** The hour a moment falls in (UTC, truncated). */
export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

type CountRow = { remote: string; version: string; hour: string; loads: number; load: number; render: number; api: number };
type BucketRow = { remote: string; version: string; hour: string; metric: SignalVital; bucket: number; n: number };

/**
 * Changes to the hourly aggregates, gathered before they are written: counters per remote, version
 * and hour (a load may turn into a failed one: -1 load, +1 load error), one count per vital bucket.
 */
export class SignalTally {
  readonly counts = new Map<string, CountRow>();
  readonly buckets = new Map<string, BucketRow>();

  add(remote: string, version: string, hour: string, field: 'loads' | 'load' | 'render' | 'api', delta = 1): void {
    const key = `${remote}\u0000${version}\u0000${hour}`;
    const row = this.counts.get(key) ?? { remote, version, hour, loads: 0, load: 0, render: 0, api: 0 };
    this.counts.set(key, row);
    row[field] += delta;
  }

  vital(remote: string, version: string, hour: string, metric: SignalVital, bucket: number): void {
    const key = `${remote}\u0000${version}\u0000${hour}\u0000${metric}\u0000${bucket}`;
    const row = this.buckets.get(key) ?? { remote, version, hour, metric, bucket, n: 0 };
    this.buckets.set(key, row);
    row.n += 1;
  }
}

/** Adds a tally to the hourly aggregates: one row per remote, version and hour, one per vital bucket. Two statements whatever it holds. */
export async function recordSignals(db: Db, tally: SignalTally): Promise<void> {
  if (tally.counts.size) {
    const values = [...tally.counts.values()].map(
      (r) => sql`(${r.remote}, ${r.version}, ${r.hour}::timestamptz, ${r.loads}, ${r.load}, ${r.render}, ${r.api})`,
    );
    await db.execute(sql`
      insert into field_signal_counts (remote, version, hour, loads, load_errors, render_errors, api_errors)
      values ${sql.join(values, sql`, `)}
      on conflict (remote, version, hour) do update set
        loads = field_signal_counts.loads + excluded.loads,
        load_errors = field_signal_counts.load_errors + excluded.load_errors,
        render_errors = field_signal_counts.render_errors + excluded.render_errors,
        api_errors = field_signal_counts.api_errors + excluded.api_errors`);
  }
  if (tally.buckets.size) {
    const values = [...tally.buckets.values()].map(
      (b) => sql`(${b.remote}, ${b.version}, ${b.hour}::timestamptz, ${b.metric}, ${b.bucket}, ${b.n})`,
    );
    await db.execute(sql`
      insert into field_vital_buckets (remote, version, hour, metric, bucket, n)
      values ${sql.join(values, sql`, `)}
      on conflict (remote, version, hour, metric, bucket) do update set n = field_vital_buckets.n + excluded.n`);
  }
}
