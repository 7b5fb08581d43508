import { sql } from 'drizzle-orm';
import { isClearlyWorse, WORSE_RATE_FACTOR, type RateSample } from '@inpro/shared-contracts';
import { rows, type Db } from '../../db';
import { hourOf } from '../signals/recordSignals';
import { AUTOMATIC_OPERATOR, type ArtifactStore } from './artifact-store';

type Totals = { version: string; attempts: number; errors: number };

const pct = (rate: number | null) => `${(Math.round((rate ?? 0) * 1000) / 10).toFixed(1)} %`;

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

export interface CanaryGuard {
  /** Evaluates every running canary now (coalesced: one evaluation at a time, at most one per `minGapMs`). */
  check(): Promise<void>;
  stop(): void;
}

/**
 * Watches the running canaries: when a canary's error rate over at least `minLoads` page loads since
 * it started is more than twice the stable version's and above 1 % (isClearlyWorse), aborts it and
 * records the automatic move and why in the history. Run when signals arrive and every `intervalMs`.
 */
export function createCanaryGuard(opts: {
  store: ArtifactStore;
  db: Db;
  minLoads: number;
  intervalMs?: number;
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
      if (!isClearlyWorse(c, s, opts.minLoads)) continue;
      const reason =
        `Tasa de error del canario ${canary.version}: ${pct(c.errorRate)} en ${c.attempts} cargas; ` +
        `versión estable ${pointer.version}: ${pct(s.errorRate)} en ${s.attempts} cargas ` +
        `(más de ${WORSE_RATE_FACTOR} veces la estable y sobre 1 %, con al menos ${opts.minLoads} cargas).`;
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

  const timer = opts.intervalMs ? setInterval(() => void check(), opts.intervalMs) : null;
  timer?.unref?.();
  return { check, stop: () => timer && clearInterval(timer) };
}
