import { Link } from '@inpro/ui/router';
import { formatLimaDateTime } from '@inpro/shared-contracts';
import { LoadingText, ErrorState, EmptyState, loadError } from '@inpro/ui';
import { actionLabel, objectText, useAuditLog } from '../../audit';
import styles from './Dashboard.module.css';
import { areaStyles as common } from '@inpro/ui/layout';

const LATEST = 8;

/** The latest audit events (newest first), with a link to the whole log. */
export function RecentActivity() {
  const log = useAuditLog({ page: 0, size: LATEST });
  return (
    <section aria-labelledby="recent-activity-title" className={common.card}>
      <div className={styles.sectionHead}>
        <h2 id="recent-activity-title" className={styles.sectionTitle}>
          Actividad reciente
        </h2>
        <Link to="/superadmin/auditoria">Ver log de auditoría</Link>
      </div>
      {log.isPending ? <LoadingText>Cargando actividad…</LoadingText> : null}
      {log.isError ? <ErrorState message={loadError(log.error, 'No se pudo cargar la actividad.')} onRetry={() => log.refetch()} /> : null}
      {log.data && log.data.content.length === 0 ? <EmptyState message="Sin actividad registrada." /> : null}
      {log.data && log.data.content.length > 0 ? (
        <ol className={styles.activity}>
          {log.data.content.map((e) => (
            <li key={e.id}>
              <time dateTime={e.createdAt} className={common.muted}>
                {formatLimaDateTime(e.createdAt)}
              </time>{' '}
              <strong>{actionLabel(e.action)}</strong> · {objectText(e)}
              <span className={common.muted}> · {e.actorName ?? e.actorEmail ?? 'Anónimo'}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
