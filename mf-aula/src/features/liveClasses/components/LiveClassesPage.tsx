import { Link } from '@inpro/ui/router';
import { nextClassBoundary } from '@inpro/shared-contracts';
import { EmptyState, ErrorState, FirstLoad, LoadingText, loadError, useNow } from '@inpro/ui';
import { DataTable, type DataColumn } from '@inpro/ui/admin';
import { PageHeading } from '../../../app/PageHeading';
import { classDate, classHours, classRows, type ClassRow } from '../classRows';
import { useClasses } from '../hooks/useClasses';
import { ClassStatusBadge } from './ClassStatusBadge';
import { JoinButton } from './JoinButton';
import styles from './LiveClasses.module.css';

export const CLASSES_EMPTY = 'Aún no tienes clases programadas.';
export const CLASSES_ERROR = 'No se pudieron cargar tus clases.';

const columns: DataColumn<ClassRow>[] = [
  { key: 'course', header: 'Curso', rowHeader: true, render: (r) => r.session.courseTitle },
  { key: 'topic', header: 'Tema', render: (r) => r.session.topic || '—' },
  { key: 'date', header: 'Fecha', render: (r) => classDate(r.session) },
  { key: 'time', header: 'Hora (Lima)', render: (r) => classHours(r.session) || '—' },
  { key: 'teacher', header: 'Docente', render: (r) => r.session.teacherVisible || '—' },
  { key: 'status', header: 'Estado', render: (r) => <ClassStatusBadge status={r.status} /> },
  {
    key: 'actions',
    header: 'Acciones',
    render: (r) => (
      <span className={styles.actions}>
        <JoinButton row={r} />
        <Link to={`/aula/asistencia/${r.session.courseId}`}>Asistencia</Link>
      </span>
    ),
  },
];

/** /aula/clases: the student's class sessions; 'En vivo' highlighted, 'Unirse' from 15 min before the start. */
export function LiveClassesPage() {
  const classes = useClasses();
  // Rendered again at the next start or end; read at render, so a refetch (a live event) uses the current time too.
  useNow(30_000, nextClassBoundary(classes.data ?? []));
  const now = Date.now();

  let content;
  if (classes.isPending)
    content = (
      <FirstLoad query={classes}>
        <LoadingText>Cargando tus clases…</LoadingText>
      </FirstLoad>
    );
  // A failed refresh keeps what the screen had (offline, the worker's copy or the last answer).
  else if (classes.isLoadingError)
    content = <ErrorState message={loadError(classes.error, CLASSES_ERROR)} onRetry={() => classes.refetch()} />;
  else if (classes.data.length === 0) content = <EmptyState message={CLASSES_EMPTY} />;
  else {
    const { current, past } = classRows(classes.data, now);
    const live = current.filter((r) => r.status === 'EN_VIVO');
    content = (
      <>
        {live.map((r) => (
          <article key={r.session.id} className={styles.live} aria-label={`En vivo: ${r.session.courseTitle}`} data-testid="live-class">
            <div>
              <ClassStatusBadge status={r.status} />
              <h2 className={styles.liveTitle}>{r.session.courseTitle}</h2>
              <p className={styles.liveMeta}>
                {r.session.topic ? `${r.session.topic} · ` : ''}
                {classHours(r.session)} (hora de Lima){r.session.teacherVisible ? ` · ${r.session.teacherVisible}` : ''}
              </p>
            </div>
            <div className={styles.liveActions}>
              <JoinButton row={r} size="md" />
              <Link to={`/aula/asistencia/${r.session.courseId}`}>Marcar asistencia</Link>
            </div>
          </article>
        ))}
        <h2 className={styles.section}>Próximas y en vivo</h2>
        <DataTable
          caption="Próximas clases y clases en vivo"
          captionHidden
          columns={columns}
          rows={current}
          rowKey={(r) => r.session.id}
          emptyText="No tienes clases próximas."
        />
        <h2 className={styles.section}>Finalizadas</h2>
        <DataTable
          caption="Clases finalizadas"
          captionHidden
          columns={columns}
          rows={past}
          rowKey={(r) => r.session.id}
          emptyText="Aún no hay clases finalizadas."
        />
      </>
    );
  }
  return (
    <section>
      <PageHeading title="Clases en Vivo" subtitle="Horarios en hora de Lima. 'Unirse' se habilita 15 minutos antes del inicio." />
      {content}
    </section>
  );
}
