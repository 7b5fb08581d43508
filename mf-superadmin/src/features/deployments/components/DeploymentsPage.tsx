import { useState } from 'react';
import { REMOTE_NAMES, formatLimaDateTime, type OpsHistoryEntry, type OpsPreviewLink, type OpsRemote } from '@inpro/shared-contracts';
import { Badge, Button, ErrorState, LoadingText, PageHeading, SelectField, loadError, useToast } from '@inpro/ui';
import { DataTable, useConfirm, type DataColumn } from '@inpro/ui/admin';
import styles from './Deployments.module.css';
import { areaStyles as common } from '@inpro/ui/admin';
import { useRemotes, useRollback } from '../hooks/useRemotes';
import { useSignals } from '../hooks/useSignals';
import { RemoteSignals } from './RemoteSignals';
import { CanaryControls } from './CanaryControls';
import { DeployKeys } from './DeployKeys';
import { HISTORY_ACTION_LABELS, remoteLabel } from './remoteLabels';
import { usePreview } from '../hooks/usePreview';
import { VERSION_STATE_LABELS, deedOf, deedText, liveEntry, versionStories } from './versionStory';

export const REMOTES_LOAD_ERROR = 'No se pudo cargar el estado de los despliegues.';
export const SIGNALS_LOAD_ERROR = 'No se pudieron cargar las señales de campo.';
export const ONLY_ONE_VERSION = 'Solo hay una versión desplegada: no hay a dónde volver.';
const HISTORY_ROWS = 50;

const STATE_TONES = { live: 'success', canary: 'warning', preview: 'info', aborted: 'danger', previous: 'neutral' } as const;

function RemoteCard({
  remote,
  history,
  onRollback,
  onPreview,
  link,
  busy,
}: {
  remote: OpsRemote;
  history: OpsHistoryEntry[];
  onRollback: (to: string) => void;
  onPreview: (version: string) => void;
  /** The preview link last given for this remote. */
  link: OpsPreviewLink | null;
  busy: boolean;
}) {
  const live = liveEntry(history, remote);
  const label = remoteLabel(remote.remote);
  const stories = versionStories(
    remote,
    history,
    [...remote.versions].reverse().map((v) => v.version),
  );
  const builtAt = new Map(remote.versions.map((v) => [v.version, v.builtAt]));
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
          ? `Desplegada el ${formatLimaDateTime(live.when)} ${deedText(deedOf(live))}.`
          : remote.active
            ? 'Sin registro de quién la desplegó.'
            : ''}
      </p>
      <ul className={styles.versions} aria-label={`Versiones de ${remote.remote}`}>
        {stories.map((story) => (
          <li key={story.version} className={styles.version} data-testid={`version-${remote.remote}-${story.version}`}>
            <span className={styles.versionStory}>
              <span>
                <span className={styles.versionText}>{story.version}</span>{' '}
                {story.state !== 'stored' ? <Badge tone={STATE_TONES[story.state]}>{VERSION_STATE_LABELS[story.state]}</Badge> : null}
                {builtAt.get(story.version) ? (
                  <span className={common.muted}> · compilada {formatLimaDateTime(builtAt.get(story.version) as string)}</span>
                ) : null}
              </span>
              {story.published ? (
                <span className={common.muted}>
                  Publicada el {formatLimaDateTime(story.published.when)} {deedText(story.published)}.
                </span>
              ) : null}
              {story.promoted ? (
                <span className={common.muted}>
                  Puesta en vivo el {formatLimaDateTime(story.promoted.when)} {deedText(story.promoted)}.
                </span>
              ) : null}
            </span>
            {story.version === remote.active ? null : (
              <span className={styles.versionActions}>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onPreview(story.version)}
                  aria-label={`Vista previa de ${remote.remote} ${story.version}`}
                >
                  Vista previa
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onRollback(story.version)}
                  aria-label={`Revertir ${remote.remote} a ${story.version}`}
                >
                  Revertir
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {remote.active && remote.versions.length === 1 ? <p className={common.muted}>{ONLY_ONE_VERSION}</p> : null}
      {link ? (
        <p className={styles.previewLink} role="status">
          Vista previa de {link.version}, válida hasta el {formatLimaDateTime(link.expiresAt)}:{' '}
          <a href={link.url}>
            Abrir la vista previa de {remote.remote} {link.version}
          </a>
          . Solo el navegador que abre el enlace ve esa versión.
        </p>
      ) : null}
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
  { key: 'machine', header: 'Máquina', render: (h) => h.machine ?? '—' },
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
  const preview = usePreview();
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
                busy={rollback.isPending || preview.isPending}
                onRollback={(to) => void revert(r.remote, to)}
                link={preview.data?.remote === r.remote ? preview.data : null}
                onPreview={(version) =>
                  preview.mutate(
                    { remote: r.remote, version },
                    { onError: (err) => toast.error(loadError(err, 'No se pudo obtener el enlace de vista previa.')) },
                  )
                }
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
                  stateOf={(version) => versionStories(r, data.history, [version])[0].state}
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
          <DeployKeys />
        </>
      ) : null}
      {confirmDialog}
    </section>
  );
}
