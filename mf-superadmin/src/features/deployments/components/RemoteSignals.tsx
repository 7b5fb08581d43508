import { formatCount, type FieldSignalSummary } from '@inpro/shared-contracts';
import { Badge } from '@inpro/ui';
import styles from './Deployments.module.css';
import { ReleaseComparison } from './ReleaseComparison';
import { SignalChart } from './SignalChart';
import { attemptsOf, formatMs, formatRate, type VersionSignals } from './signalFormat';

const MAX_ROWS = 4;

function find(summary: FieldSignalSummary | undefined, remote: string, version: string | null): VersionSignals | undefined {
  return version ? summary?.versions.find((v) => v.remote === remote && v.version === version) : undefined;
}

function Cells({ v }: { v: VersionSignals | undefined }) {
  return (
    <>
      <td className={styles.num}>{formatCount(attemptsOf(v))}</td>
      <td className={styles.num}>{formatRate(v?.errorRate ?? null)}</td>
      <td className={styles.num}>{formatMs(v?.p75.LCP ?? null)}</td>
      <td className={styles.num}>{formatMs(v?.p75.INP ?? null)}</td>
    </>
  );
}

/**
 * What visitors' browsers reported of one remote: the live version, the previous one and any other
 * version seen in the last day, with page loads, error rate and p75 LCP/INP over the last hour and
 * the last day; a chart of the live (and previous) version per hour; live against previous.
 */
export function RemoteSignals({
  remote,
  label,
  active,
  previous,
  canary = null,
  hour,
  day,
}: {
  remote: string;
  label: string;
  active: string | null;
  previous: string | null;
  /** A canary running beside the active version: compared with it instead of the previous one. */
  canary?: string | null;
  hour: FieldSignalSummary | undefined;
  day: FieldSignalSummary | undefined;
}) {
  const seen = (day?.versions ?? [])
    .filter((v) => v.remote === remote)
    .sort((a, b) => attemptsOf(b) - attemptsOf(a))
    .map((v) => v.version);
  const rows = [...new Set([canary, active, previous, ...seen].filter((v): v is string => !!v))].slice(0, MAX_ROWS);
  const state = (v: string) =>
    v === canary ? (
      <Badge tone="warning">Canario</Badge>
    ) : v === active ? (
      <Badge tone="success">En vivo</Badge>
    ) : v === previous ? (
      <Badge tone="neutral">Anterior</Badge>
    ) : null;
  return (
    <section className={styles.signals} aria-label={`Señales de campo de ${label}`}>
      <h3 className={styles.signalsTitle}>
        {label} <span className={styles.key}>{remote}</span>
      </h3>
      {rows.length ? (
        // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it (WCAG 2.1.1).
        <div className={styles.tableWrap} role="region" aria-label={`Tabla de señales de ${label}`} tabIndex={0}>
          <table className={styles.signalsTable}>
            <caption className={styles.srOnly}>Señales de campo de {label} por versión</caption>
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  Versión
                </th>
                <th scope="colgroup" colSpan={4}>
                  Última hora
                </th>
                <th scope="colgroup" colSpan={4}>
                  Último día
                </th>
              </tr>
              <tr>
                {['hora', 'día'].flatMap((w) =>
                  ['Cargas', 'Tasa de error', 'LCP p75', 'INP p75'].map((h) => (
                    <th key={`${w}-${h}`} scope="col" aria-label={`${h} (${w === 'hora' ? 'última hora' : 'último día'})`}>
                      {h}
                    </th>
                  )),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((version) => (
                <tr key={version} data-testid={`signals-${remote}-${version}`}>
                  <th scope="row">
                    <span className={styles.versionText}>{version}</span> {state(version)}
                  </th>
                  <Cells v={find(hour, remote, version)} />
                  <Cells v={find(day, remote, version)} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>Sin versiones desplegadas.</p>
      )}
      {active && day ? (
        <div className={styles.charts}>
          <figure className={styles.figure}>
            <SignalChart version={active} data={find(day, remote, active)} since={day.since} hours={24} />
            <figcaption>En vivo {active}, últimas 24 horas</figcaption>
          </figure>
          {canary ? (
            <figure className={styles.figure}>
              <SignalChart version={canary} data={find(day, remote, canary)} since={day.since} hours={24} />
              <figcaption>Canario {canary}, últimas 24 horas</figcaption>
            </figure>
          ) : previous ? (
            <figure className={styles.figure}>
              <SignalChart version={previous} data={find(day, remote, previous)} since={day.since} hours={24} />
              <figcaption>Anterior {previous}, últimas 24 horas</figcaption>
            </figure>
          ) : null}
        </div>
      ) : null}
      {canary ? (
        <ReleaseComparison
          canary
          current={canary}
          previous={active}
          hour={{ current: find(hour, remote, canary), previous: find(hour, remote, active) }}
          day={{ current: find(day, remote, canary), previous: find(day, remote, active) }}
        />
      ) : (
        <ReleaseComparison
          current={active}
          previous={previous}
          hour={{ current: find(hour, remote, active), previous: find(hour, remote, previous) }}
          day={{ current: find(day, remote, active), previous: find(day, remote, previous) }}
        />
      )}
    </section>
  );
}
