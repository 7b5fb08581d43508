import { Link } from '@inpro/ui/router';
import { ErrorState, LoadingText, PageHeading, ProgressBar, useSession, loadError } from '@inpro/ui';
import { SessionForm } from '../../liveClasses';
import { useDashboard } from '../hooks/useDashboard';
import { Announcements } from './Announcements';
import { ClassCalendar } from './ClassCalendar';
import styles from './Dashboard.module.css';

export const DASHBOARD_LOAD_ERROR = 'No se pudo cargar el resumen.';

function Summary() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <LoadingText>Cargando resumen…</LoadingText>;
  if (dashboard.isError)
    return <ErrorState message={loadError(dashboard.error, DASHBOARD_LOAD_ERROR)} onRetry={() => dashboard.refetch()} />;
  const d = dashboard.data;
  return (
    <div className={styles.summary}>
      <div className={styles.kpis}>
        {/* The link's name is its visible text ("3 Entregas pendientes de revisión", WCAG 2.5.3 label in name). */}
        <Link to="/prof/evaluaciones" className={styles.kpi}>
          <span className={styles.kpiValue}>{d.pendingReview}</span> <span>Entregas pendientes de revisión</span>
        </Link>
        <Link to="/prof/clases" className={styles.kpi}>
          <span className={styles.kpiValue}>{d.pendingRectifications}</span> <span>Solicitudes de rectificación</span>
        </Link>
        <div className={styles.kpi}>
          <span className={styles.kpiValue}>{d.courses.length}</span>
          <span>Cursos a cargo</span>
        </div>
      </div>
      <section className={styles.card} aria-labelledby="progress-title">
        <h2 id="progress-title" className={styles.cardTitle}>
          Avance de tus cursos
        </h2>
        {d.courses.length ? (
          <ul className={styles.progressList}>
            {d.courses.map((c) => (
              <li key={c.courseId}>
                <ProgressBar
                  label={c.title}
                  value={c.percent}
                  valueText={`${c.percent}% (${c.sessionsHeld} de ${c.sessionsTotal} sesiones)`}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>Aún no tienes cursos asignados.</p>
        )}
      </section>
    </div>
  );
}

/** /prof: progress per course, submissions to review, announcements, the class calendar and the schedule-class form. */
export function DashboardPage() {
  const { user } = useSession();
  const name = user?.fullName || user?.name || '';
  return (
    <section>
      <PageHeading title="Dashboard" subtitle={name ? `Hola, ${name}. Este es el resumen de tus cursos.` : 'El resumen de tus cursos.'} />
      <Summary />
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="calendar-title">
          <h2 id="calendar-title" className={styles.cardTitle}>
            Calendario de clases
          </h2>
          <ClassCalendar />
        </section>
        <section className={styles.card} aria-labelledby="schedule-title">
          <h2 id="schedule-title" className={styles.cardTitle}>
            Programar clase
          </h2>
          <SessionForm />
        </section>
        <section className={styles.card} aria-labelledby="announcements-title">
          <h2 id="announcements-title" className={styles.cardTitle}>
            Anuncios
          </h2>
          <Announcements />
        </section>
      </div>
    </section>
  );
}
