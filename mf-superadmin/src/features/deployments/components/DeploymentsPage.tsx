import { useState } from 'react';
import { REMOTE_NAMES, formatLimaDateTime, type OpsHistoryEntry, type OpsRemote } from '@inpro/shared-contracts';
import { Badge, Button, ErrorState, LoadingText, PageHeading, SelectField, loadError, useToast } from '@inpro/ui';
import { DataTable, useConfirm, type DataColumn } from '@inpro/ui/admin';
import styles from './Deployments.module.css';
import { areaStyles as common } from '@inpro/ui/admin';
import { useRemotes, useRollback } from '../hooks/useRemotes';
import { useSignals } from '../hooks/useSignals';
import { RemoteSignals } from './RemoteSignals';
import { CanaryControls } from './CanaryControls';
import { HISTORY_ACTION_LABELS, remoteLabel } from './remoteLabels';

export const REMOTES_LOAD_ERROR = 'No se pudo cargar el estado de los despliegues.';
export const SIGNALS_LOAD_ERROR = 'No se pudieron cargar las señales de campo.';
const HISTORY_ROWS = 50;

/** The history entry that made the active version live (newest first). */
function liveEntry(history: OpsHistoryEntry[], remote: OpsRemote): OpsHistoryEntry | undefined {
  return history.find((h) => h.remote === remote.remote && h.to === remote.active);
}

function RemoteCard({
  remote,
  history,
  onRollback,
  busy,
}: {
  remote: OpsRemote;
  history: OpsHistoryEntry[];
  onRollback: (to: string) => void;
  busy: boolean;
}) {
  const live = liveEntry(history, remote);
  const label = remoteLabel(remote.remote);
  const others = [...remote.versions].reverse();
  return (
    <article className={`${common.card} ${styles.remote}`} aria-label={`${label} (${remote.remote})`}>
      <div className={styles.remoteHead}>
        <h2 className={styles.remoteName}>{label}</h2>
        <span className={styles.key}>{remote.remote}</span>
      </div>
      <p className={styles.live}>
        Versión en vivo:{' '}
        {remote.active ? (
          <Badge tone="success">
            <span data-testid={`live-${remote.remote}`}>{remote.active}</span>
          </Badge>
        ) : (
          <Badge tone="warning">Sin desplegar</Badge>
        )}
      </p>
      <p className={common.muted}>
        {live
          ? `Desplegada el ${formatLimaDateTime(live.when)} por ${live.who}.`
          : remote.active
            ? 'Sin registro de quién la desplegó.'
            : ''}
      </p>
      <ul className={styles.versions} aria-label={`Versiones de ${remote.remote}`}>
        {others.map((v) => (
          <li key={v.version} className={styles.version}>
            <span>
              <span className={styles.versionText}>{v.version}</span>
              {v.builtAt ? <span className={common.muted}> · compilada {formatLimaDateTime(v.builtAt)}</span> : null}
            </span>
            {v.version === remote.active ? (
              <Badge tone="success">Activa</Badge>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => onRollback(v.version)}
                aria-label={`Revertir ${remote.remote} a ${v.version}`}
              >
                Revertir
              </Button>
            )}
          </li>
        ))}
      </ul>
      <CanaryControls remote={remote} />
    </article>
  );
}

const historyColumns: DataColumn<OpsHistoryEntry>[] = [
  { key: 'when', header: 'Fecha', render: (h) => formatLimaDateTime(h.when) },
  { key: 'remote', header: 'Remoto', rowHeader: true },
  { key: 'action', header: 'Acción', render: (h) => HISTORY_ACTION_LABELS[h.action] ?? h.action },
  { key: 'from', header: 'De', render: (h) => h.from ?? '—' },
  { key: 'to', header: 'A' },
  { key: 'who', header: 'Por' },
  {
    key: 'reason',
    header: 'Motivo',
    render: (h) => h.reason ?? (h.action === 'canary' && h.percent ? `Al ${h.percent} % de los navegadores` : '—'),
  },
];

/** /superadmin/despliegues: the five remotes, their live version, history and 'Revertir' (through /api/ops). */
export function DeploymentsPage() {
  const remotes = useRemotes();
  const rollback = useRollback();
  const hour = useSignals(1);
  const day = useSignals(24);
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [filter, setFilter] = useState('');

  const revert = async (remote: string, to: string) => {
    const ok = await confirm({
      title: `¿Revertir ${remote} a la versión ${to}?`,
      message: 'Las próximas cargas de página usarán esa versión, sin reiniciar nada. Las páginas ya abiertas siguen funcionando.',
      confirmLabel: 'Revertir',
      danger: true,
    });
    if (!ok) return;
    rollback.mutate(
      { remote, to },
      {
        onSuccess: (r) => toast.success(`${r.remote}: versión ${r.to} en vivo.`),
        onError: (err) => toast.error(loadError(err, 'No se pudo revertir la versión.')),
      },
    );
  };

  const data = remotes.data;
  // The five areas first, in the site's order; any other remote the store holds after them.
  const ordered = data
    ? [
        ...REMOTE_NAMES.map((n) => data.remotes.find((r) => r.remote === n) ?? { remote: n, active: null, versions: [] }),
        ...data.remotes.filter((r) => !(REMOTE_NAMES as readonly string[]).includes(r.remote)),
      ]
    : [];
  const history = (data?.history ?? []).filter((h) => !filter || h.remote === filter).slice(0, HISTORY_ROWS);

  return (
    <section>
      <PageHeading
        title="Despliegues"
        subtitle="La versión en vivo de cada micro-frontend, quién la desplegó y cuándo. Revertir cambia lo que reciben las próximas cargas de página, sin reiniciar nada."
      />
      {remotes.isPending ? <LoadingText>Cargando despliegues…</LoadingText> : null}
      {remotes.isError ? <ErrorState message={loadError(remotes.error, REMOTES_LOAD_ERROR)} onRetry={() => remotes.refetch()} /> : null}
      {data ? (
        <>
          <div className={styles.grid}>
            {ordered.map((r) => (
              <RemoteCard
                key={r.remote}
                remote={r}
                history={data.history}
                busy={rollback.isPending}
                onRollback={(to) => void revert(r.remote, to)}
              />
            ))}
          </div>
          <h2 className={styles.sectionTitle}>Señales de campo</h2>
          <p className={common.muted}>
            Lo que informan los navegadores de los visitantes, por versión: cargas de página, tasa de error (fallas de carga y errores de
            pantalla), y p75 de LCP e INP. Se actualiza cada minuto.
          </p>
          {day.isError ? <ErrorState message={loadError(day.error, SIGNALS_LOAD_ERROR)} onRetry={() => void day.refetch()} /> : null}
          {day.isPending ? <LoadingText>Cargando señales de campo…</LoadingText> : null}
          {day.data
            ? ordered.map((r) => (
                <RemoteSignals
                  key={r.remote}
                  remote={r.remote}
                  label={remoteLabel(r.remote)}
                  active={r.active}
                  previous={liveEntry(data.history, r)?.from ?? null}
                  canary={r.canary?.version ?? null}
                  hour={hour.data}
                  day={day.data}
                />
              ))
            : null}
          <h2 className={styles.sectionTitle}>Historial</h2>
          <div className={common.toolbar}>
            <SelectField
              label="Remoto"
              placeholder="Todos"
              options={ordered.map((r) => ({ value: r.remote, label: r.remote }))}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
          <DataTable
            caption="Historial de despliegues (más reciente primero)"
            captionHidden
            columns={historyColumns}
            rows={history}
            rowKey={(h, i) => `${h.when}-${h.remote}-${i}`}
            emptyText="Sin movimientos."
          />
        </>
      ) : null}
      {confirmDialog}
    </section>
  );
}
