import { sql } from 'drizzle-orm';
import type { RateSample } from '@inpro/shared-contracts';
import { rows, type Db } from '../../../db';
import { hourOf } from '../../signals/recordSignals';
import { AUTOMATIC_OPERATOR, type ArtifactStore } from '../artifact-store';
import { abortReason, canaryVerdict } from './rule';

type Totals = { version: string; attempts: number; errors: number };

/** Page loads and errors of two versions of a remote since an hour (the field-signal aggregates). */
async function totals(db: Db, remote: string, versions: string[], since: Date): Promise<Map<string, RateSample>> {
  const found = await rows<Totals>(
    db,
    sql`select version, sum(loads + load_errors)::int as attempts, sum(load_errors + render_errors)::int as errors
        from field_signal_counts
        where remote = ${remote} and version in (${sql.join(
          versions.map((v) => sql`${v}`),
          sql`, `,
        )}) and hour >= ${hourOf(since).toISOString()}::timestamptz
        group by version`,
  );
  const out = new Map<string, RateSample>();
  for (const r of found) {
    const attempts = Number(r.attempts);
    out.set(r.version, { attempts, errorRate: attempts ? Number(r.errors) / attempts : null });
  }
  return out;
}

/** Whether the team asked for this canary to be promoted by itself (canary_auto_promote). */
async function autoPromoteRequested(db: Db, remote: string, version: string): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`select 1 as one from canary_auto_promote where remote = ${remote} and version = ${version}`,
  );
  return found.length > 0;
}

export interface CanaryGuard {
  /** Evaluates every running canary now (coalesced: one evaluation at a time, at most one per `minGapMs`). */
  check(): Promise<void>;
}

/**
 * Watches the running canaries: judges each one's signals since it started against the stable
 * version's (canaryVerdict in rule.ts), aborts a clearly worse one and records why in the history,
 * and promotes a canary started to promote by itself (canary_auto_promote) once it is not worse.
 */
export function createCanaryGuard(opts: {
  store: ArtifactStore;
  db: Db;
  minLoads: number;
  minGapMs?: number;
  log?: { info(o: object, msg: string): void; error(o: object, msg: string): void };
}): CanaryGuard {
  const minGapMs = opts.minGapMs ?? 1000;
  let running: Promise<void> | null = null;
  let again = false;
  let last = 0;

  async function evaluate(): Promise<void> {
    const pointers = await opts.store.readPointers();
    for (const [remote, pointer] of Object.entries(pointers.remotes)) {
      const canary = pointer.canary;
      if (!canary || !pointer.version) continue;
      const stats = await totals(opts.db, remote, [canary.version, pointer.version], new Date(canary.since));
      const c = stats.get(canary.version) ?? { attempts: 0, errorRate: null };
      const s = stats.get(pointer.version) ?? { attempts: 0, errorRate: null };
      const verdict = canaryVerdict(c, s, opts.minLoads);
      if (verdict === 'promote' && (await autoPromoteRequested(opts.db, remote, canary.version))) {
        const moved = await opts.store.promoteCanary(remote, AUTOMATIC_OPERATOR).catch(() => null);
        if (moved) opts.log?.info({ remote, canary: canary.version, stable: pointer.version, ...c }, 'canary promoted automatically');
      }
      if (verdict !== 'abort') continue;
      const reason = abortReason({ canary: canary.version, stable: pointer.version }, c, s, opts.minLoads);
      const moved = await opts.store.abortCanary(remote, { who: AUTOMATIC_OPERATOR, reason, onlyVersion: canary.version });
      if (moved) opts.log?.info({ remote, canary: canary.version, stable: pointer.version, ...c }, 'canary aborted automatically');
    }
  }

  function check(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    const wait = Math.max(0, last + minGapMs - Date.now());
    running = new Promise<void>((resolve) => setTimeout(resolve, wait))
      .then(() => {
        last = Date.now();
        return evaluate();
      })
      .catch((err: unknown) => opts.log?.error({ err }, 'canary check failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void check();
        }
      });
    return running;
  }

  return { check };
}
