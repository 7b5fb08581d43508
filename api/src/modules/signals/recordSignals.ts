import { sql } from 'drizzle-orm';
import type { FieldSignalEvent } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { bucketOf } from './buckets';

const HOUR_MS = 3600_000;

/** The hour a moment falls in (UTC, truncated). */
export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * Adds a batch of events to the hourly aggregates: one row per remote, version and hour with its
 * counters, one per vital bucket with its count. Two statements whatever the batch holds.
 */
export async function recordSignals(db: Db, events: FieldSignalEvent[], at: Date): Promise<void> {
  const hour = hourOf(at).toISOString();
  const counts = new Map<string, { remote: string; version: string; loads: number; load: number; render: number; api: number }>();
  const buckets = new Map<string, { remote: string; version: string; metric: string; bucket: number; n: number }>();
  for (const e of events) {
    const key = `${e.remote}\u0000${e.version}`;
    const row = counts.get(key) ?? { remote: e.remote, version: e.version, loads: 0, load: 0, render: 0, api: 0 };
    counts.set(key, row);
    if (e.type === 'load') row.loads += 1;
    else if (e.type === 'load-error') row.load += 1;
    else if (e.type === 'render-error') row.render += 1;
    else if (e.type === 'api-error') row.api += 1;
    else {
      const bucket = bucketOf(e.name, e.value);
      const bkey = `${key}\u0000${e.name}\u0000${bucket}`;
      const b = buckets.get(bkey) ?? { remote: e.remote, version: e.version, metric: e.name, bucket, n: 0 };
      b.n += 1;
      buckets.set(bkey, b);
    }
  }
  if (counts.size) {
    const values = [...counts.values()].map(
      (r) => sql`(${r.remote}, ${r.version}, ${hour}::timestamptz, ${r.loads}, ${r.load}, ${r.render}, ${r.api})`,
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
  if (buckets.size) {
    const values = [...buckets.values()].map(
      (b) => sql`(${b.remote}, ${b.version}, ${hour}::timestamptz, ${b.metric}, ${b.bucket}, ${b.n})`,
    );
    await db.execute(sql`
      insert into field_vital_buckets (remote, version, hour, metric, bucket, n)
      values ${sql.join(values, sql`, `)}
      on conflict (remote, version, hour, metric, bucket) do update set n = field_vital_buckets.n + excluded.n`);
  }
}
