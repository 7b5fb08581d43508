import { formatCount } from '@inpro/shared-contracts';
import styles from './Deployments.module.css';
import type { VersionSignals } from './signalFormat';

const HOUR_MS = 3600_000;
const WIDTH = 240;
const HEIGHT = 56;

/** One slot per hour from `since` to now: loads and errors of the version (0 where nothing arrived). */
function hourlySlots(v: VersionSignals | undefined, since: string, hours: number): Array<{ hour: string; loads: number; errors: number }> {
  const start = new Date(since).getTime();
  const byHour = new Map((v?.hours ?? []).map((h) => [new Date(h.hour).getTime(), h]));
  return Array.from({ length: hours }, (_, i) => {
    const at = start + i * HOUR_MS;
    const h = byHour.get(at);
    return { hour: new Date(at).toISOString(), loads: h?.loads ?? 0, errors: h?.errors ?? 0 };
  });
}

/**
 * A small bar chart of one version over the last day: per hour its page loads (bar) and errors (the
 * bar's red part). An image with a text alternative that says what it shows.
 */
export function SignalChart({
  version,
  data,
  since,
  hours,
}: {
  version: string;
  data: VersionSignals | undefined;
  since: string;
  hours: number;
}) {
  const slots = hourlySlots(data, since, hours);
  const max = Math.max(1, ...slots.map((s) => s.loads + s.errors));
  const step = WIDTH / slots.length;
  const loads = slots.reduce((n, s) => n + s.loads, 0);
  const errors = slots.reduce((n, s) => n + s.errors, 0);
  const label = `Cargas y errores por hora de la versión ${version} en las últimas ${hours} horas: ${formatCount(loads)} cargas, ${formatCount(errors)} errores.`;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} preserveAspectRatio="none">
      <title>{label}</title>
      <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className={styles.chartAxis} />
      {slots.map((s, i) => {
        const total = s.loads + s.errors;
        const h = (total / max) * (HEIGHT - 2);
        const e = (s.errors / max) * (HEIGHT - 2);
        const x = i * step + 1;
        return (
          <g key={s.hour}>
            {total ? <rect x={x} y={HEIGHT - h} width={Math.max(1, step - 2)} height={h} className={styles.chartLoads} /> : null}
            {s.errors ? <rect x={x} y={HEIGHT - e} width={Math.max(1, step - 2)} height={e} className={styles.chartErrors} /> : null}
          </g>
        );
      })}
    </svg>
  );
}
