import { sql } from 'drizzle-orm';
import { SIGNAL_VITALS, type FieldSignalSummary, type SignalVital } from '@inpro/shared-contracts';
import { rows, type Db } from '../../db';
import { p75 } from './buckets';

type CountRow = {
  remote: string;
  version: string;
  hour: Date | string;
  loads: number;
  load_errors: number;
  render_errors: number;
  api_errors: number;
};
type BucketRow = { remote: string; version: string; metric: SignalVital; bucket: number; n: number };

/** The field signals of every remote version since `since`: totals, error rate, p75 of the vitals, hourly loads and errors. */
export async function signalSummary(db: Db, since: Date): Promise<FieldSignalSummary> {
  const from = since.toISOString();
  const [counts, buckets] = await Promise.all([
    rows<CountRow>(
      db,
      sql`select remote, version, hour, loads, load_errors, render_errors, api_errors from field_signal_counts
          where hour >= ${from}::timestamptz order by remote, version, hour`,
    ),
    rows<BucketRow>(
      db,
      sql`select remote, version, metric, bucket, sum(n)::int as n from field_vital_buckets
          where hour >= ${from}::timestamptz group by remote, version, metric, bucket`,
    ),
  ]);
  const versions = new Map<string, FieldSignalSummary['versions'][number]>();
  const entry = (remote: string, version: string) => {
    const key = `${remote}\u0000${version}`;
    let v = versions.get(key);
    if (!v) {
      v = {
        remote,
        version,
        loads: 0,
        loadErrors: 0,
        renderErrors: 0,
        apiErrors: 0,
        errorRate: null,
        p75: { LCP: null, INP: null, CLS: null },
        hours: [],
      };
      versions.set(key, v);
    }
    return v;
  };
  for (const r of counts) {
    const v = entry(r.remote, r.version);
    v.loads += r.loads;
    v.loadErrors += r.load_errors;
    v.renderErrors += r.render_errors;
    v.apiErrors += r.api_errors;
    v.hours.push({ hour: new Date(r.hour).toISOString(), loads: r.loads, errors: r.load_errors + r.render_errors });
  }
  const histograms = new Map<string, Map<number, number>>();
  for (const b of buckets) {
    const key = `${b.remote}\u0000${b.version}\u0000${b.metric}`;
    const h = histograms.get(key) ?? new Map<number, number>();
    h.set(Number(b.bucket), Number(b.n));
    histograms.set(key, h);
    entry(b.remote, b.version);
  }
  for (const v of versions.values()) {
    // A load that failed is a page load too: the rate is failures over every attempt.
    const attempts = v.loads + v.loadErrors;
    v.errorRate = attempts ? (v.loadErrors + v.renderErrors) / attempts : null;
    for (const metric of SIGNAL_VITALS) {
      const h = histograms.get(`${v.remote}\u0000${v.version}\u0000${metric}`);
      v.p75[metric] = h ? p75(metric, h) : null;
    }
  }
  return { since: from, versions: [...versions.values()] };
}
