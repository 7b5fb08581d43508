import { formatCount, isClearlyWorse } from '@inpro/shared-contracts';
import { Badge } from '@inpro/ui';
import { areaStyles as common } from '@inpro/ui/admin';
import styles from './Deployments.module.css';
import { attemptsOf, formatMs, formatRate, type VersionSignals } from './signalFormat';

/** Fewer loads than this in a window say too little to call a version worse on this screen. */
const COMPARE_MIN_LOADS = 30;

type Span = { label: string; current?: VersionSignals; previous?: VersionSignals };

function describe(version: string, v: VersionSignals | undefined): string {
  const n = attemptsOf(v);
  if (!v || !n) return `${version}: sin cargas`;
  return `${version}: ${formatRate(v.errorRate)} de errores en ${formatCount(n)} cargas, LCP p75 ${formatMs(v.p75.LCP)}, INP p75 ${formatMs(v.p75.INP)}`;
}

/**
 * The live version against the previous one, over the last hour when it already has loads enough
 * there (a bad release shows within minutes), else over the last day.
 */
export function ReleaseComparison({
  current,
  previous,
  hour,
  day,
  canary = false,
}: {
  current: string | null;
  previous: string | null;
  hour: Omit<Span, 'label'>;
  day: Omit<Span, 'label'>;
  /** `current` is a canary and `previous` the stable version it runs beside. */
  canary?: boolean;
}) {
  const names = canary
    ? { title: 'Canario frente a la estable', current: 'Canario', previous: 'Estable', worse: 'Peor que la estable' }
    : { title: 'En vivo frente a la anterior', current: 'En vivo', previous: 'Anterior', worse: 'Peor que la anterior' };
  if (!current) return null;
  if (!previous) return <p className={common.muted}>Sin versión anterior con la cual comparar.</p>;
  const w: Span = attemptsOf(hour.current) >= COMPARE_MIN_LOADS ? { label: 'última hora', ...hour } : { label: 'último día', ...day };
  const sample = (v: VersionSignals | undefined) => ({ attempts: attemptsOf(v), errorRate: v?.errorRate ?? null });
  const worse = isClearlyWorse(sample(w.current), sample(w.previous), COMPARE_MIN_LOADS);
  const few = attemptsOf(w.current) < COMPARE_MIN_LOADS;
  return (
    <div className={styles.comparison} data-testid="release-comparison">
      <p className={styles.comparisonHead}>
        <strong>
          {names.title} ({w.label})
        </strong>{' '}
        {worse ? (
          <Badge tone="danger">{names.worse}</Badge>
        ) : few ? (
          <Badge tone="neutral">Pocas cargas para comparar</Badge>
        ) : (
          <Badge tone="success">Sin empeoramiento</Badge>
        )}
      </p>
      <ul className={styles.comparisonList}>
        <li>
          {names.current} {describe(current, w.current)}.
        </li>
        <li>
          {names.previous} {describe(previous, w.previous)}.
        </li>
      </ul>
    </div>
  );
}
