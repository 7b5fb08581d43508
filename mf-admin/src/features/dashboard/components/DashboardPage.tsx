import { Link } from '@inpro/ui/router';
import { ROLE_LABELS, formatLimaDate, formatLimaDateTime, normalizeRole, type DashboardAlert } from '@inpro/shared-contracts';
import { Badge, ErrorState, LoadingText, PageHeading, ShellLink, buttonClass, loadError, type BadgeTone } from '@inpro/ui';
import { areaStyles } from '@inpro/ui/layout';
import { ADMIN_BASE } from '../../../app/paths';
import { useDashboard } from '../hooks/useDashboard';
import styles from './Dashboard.module.css';

export const DASHBOARD_ERROR = 'No se pudo cargar el resumen.';
const TONES: Record<DashboardAlert['severity'], BadgeTone> = { info: 'info', warning: 'warning', danger: 'danger' };

function AlertLink({ alert }: { alert: DashboardAlert }) {
  if (!alert.link) return null;
  // Links inside this area stay in its router; others (e.g. /superadmin/pagos) go through the shell.
  return alert.link.startsWith(`${ADMIN_BASE}/`) || alert.link === ADMIN_BASE ? (
    <Link to={alert.link}>Ver</Link>
  ) : (
    <ShellLink href={alert.link}>Ver</ShellLink>
  );
}

/** /admin: quick actions, counts, alerts computed from the data, the newest participants and the recent activity. */
export function DashboardPage() {
  const dashboard = useDashboard();
  const actions = (
    <div className={areaStyles.actions}>
      <Link className={buttonClass()} to={`${ADMIN_BASE}/cursos/new`}>
        Nuevo curso
      </Link>
      <Link className={buttonClass('secondary')} to={`${ADMIN_BASE}/participantes`}>
        Nuevo participante
      </Link>
      <Link className={buttonClass('secondary')} to={`${ADMIN_BASE}/materiales`}>
        Subir material
      </Link>
    </div>
  );
  let content;
  if (dashboard.isPending) content = <LoadingText>Cargando resumen…</LoadingText>;
  else if (dashboard.isError)
    content = <ErrorState message={loadError(dashboard.error, DASHBOARD_ERROR)} onRetry={() => dashboard.refetch()} />;
  else {
    const d = dashboard.data;
    content = (
      <>
        <dl className={styles.counts}>
          {[
            ['Alumnos', d.counts.students],
            ['Docentes', d.counts.teachers],
            ['Cursos', d.counts.courses],
            ['Publicados', d.counts.publishedCourses],
            ['Inscripciones (30 días)', d.counts.recentEnrolments],
          ].map(([label, value]) => (
            <div key={label} className={areaStyles.card}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <section className={areaStyles.card} aria-labelledby="alerts-title">
          <h2 id="alerts-title">Alertas</h2>
          {d.alerts.length ? (
            <ul className={styles.list}>
              {d.alerts.map((a) => (
                <li key={a.kind}>
                  <Badge tone={TONES[a.severity]}>{String(a.count)}</Badge> <strong>{a.title}</strong> — {a.detail} <AlertLink alert={a} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={areaStyles.muted}>Sin alertas: todo está en orden.</p>
          )}
        </section>
        <div className={styles.columns}>
          <section className={areaStyles.card} aria-labelledby="newest-title">
            <h2 id="newest-title">Participantes recientes</h2>
            <ul className={styles.list}>
              {d.newestParticipants.map((p) => (
                <li key={p.id}>
                  <strong>{p.fullName}</strong> · {ROLE_LABELS[normalizeRole(p.role)]} · {formatLimaDate(p.createdAt)}
                  <div className={areaStyles.muted}>{p.email}</div>
                </li>
              ))}
            </ul>
          </section>
          <section className={areaStyles.card} aria-labelledby="activity-title">
            <h2 id="activity-title">Actividad reciente</h2>
            <ul className={styles.list}>
              {d.recentActivity.map((e) => (
                <li key={e.id}>
                  <span className={areaStyles.muted}>{formatLimaDateTime(e.at)}</span> — {e.actor}: {e.description}{' '}
                  <Badge tone="neutral">{e.group}</Badge>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </>
    );
  }
  return (
    <section>
      <PageHeading title="Dashboard" subtitle="Resumen del instituto y accesos rápidos." actions={actions} />
      {content}
    </section>
  );
}
