import { formatCount, type FieldSignalSummary } from '@inpro/shared-contracts';
import { Badge } from '@inpro/ui';
import styles from './Deployments.module.css';
import { ReleaseComparison } from './ReleaseComparison';
import { SignalChart } from './SignalChart';
import { ERROR_KINDS, attemptsOf, formatMs, formatRate, type VersionSignals } from './signalFormat';
import { VERSION_STATE_LABELS, type VersionState } from './versionStory';

const STATE_TONES: Record<VersionState, 'success' | 'warning' | 'info' | 'danger' | 'neutral' | null> = {
  live: 'success',
  canary: 'warning',
  preview: 'info',
  aborted: 'danger',
  previous: 'neutral',
  stored: null,
};

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

function ErrorCells({ v }: { v: VersionSignals | undefined }) {
  return (
    <>
      {ERROR_KINDS.map((k) => (
        <td key={k.key} className={styles.num}>
          {v ? formatCount(v[k.key]) : '—'}
        </td>
      ))}
    </>
  );
}

/**
 * What visitors' browsers reported of one remote: every version seen in the last day (and the live,
 * canary and previous ones even without signals), each labelled by what it is or was, with page
 * loads, error rate and p75 LCP/INP over the last hour and the last day; a chart of the live (and
 * canary or previous) version per hour; live against previous.
 */
export function RemoteSignals({
  remote,
  label,
  active,
  previous,
  canary = null,
  stateOf = () => null,
  hour,
  day,
}: {
  remote: string;
  label: string;
  active: string | null;
  previous: string | null;
  /** A canary running beside the active version: compared with it instead of the previous one. */
  canary?: string | null;
  /** What a version is or was (versionStory.ts); null: no label. */
  stateOf?: (version: string) => VersionState | null;
  hour: FieldSignalSummary | undefined;
  day: FieldSignalSummary | undefined;
}) {
  const seen = (day?.versions ?? [])
    .filter((v) => v.remote === remote)
    .sort((a, b) => attemptsOf(b) - attemptsOf(a))
    .map((v) => v.version);
  const rows = [...new Set([canary, active, previous, ...seen].filter((v): v is string => !!v))];
  const state = (v: string) => {
    const s = v === canary ? 'canary' : v === active ? 'live' : stateOf(v);
    const tone = s ? STATE_TONES[s] : null;
    return s && tone ? <Badge tone={tone}>{VERSION_STATE_LABELS[s]}</Badge> : null;
  };
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
      {rows.length ? (
        // Which errors make up the rate: the same versions, each kind counted apart.
        <div className={styles.tableWrap} role="region" aria-label={`Errores por tipo de ${label}`} tabIndex={0}>
          <table className={styles.signalsTable}>
            <caption className={styles.errorsCaption}>Errores por tipo</caption>
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  Versión
                </th>
                <th scope="colgroup" colSpan={ERROR_KINDS.length}>
                  Última hora
                </th>
                <th scope="colgroup" colSpan={ERROR_KINDS.length}>
                  Último día
                </th>
              </tr>
              <tr>
                {['hora', 'día'].flatMap((w) =>
                  ERROR_KINDS.map((k) => (
                    <th
                      key={`${w}-${k.key}`}
                      scope="col"
                      title={k.hint}
                      aria-label={`${k.name} (${w === 'hora' ? 'última hora' : 'último día'})`}
                    >
                      {k.label}
                    </th>
                  )),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((version) => (
                <tr key={version} data-testid={`errors-${remote}-${version}`}>
                  <th scope="row">
                    <span className={styles.versionText}>{version}</span>
                  </th>
                  <ErrorCells v={find(hour, remote, version)} />
                  <ErrorCells v={find(day, remote, version)} />
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.note}>
            La tasa de error cuenta los fallos al cargar y al mostrar sobre las cargas; los errores de la API se muestran aparte.
          </p>
        </div>
      ) : null}
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
