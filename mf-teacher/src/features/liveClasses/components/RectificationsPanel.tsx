import { formatDate, type Rectification } from '@inpro/shared-contracts';
import { Badge, EmptyState, ErrorState, LoadingText, loadError } from '@inpro/ui';
import { DataTable, type DataColumn } from '@inpro/ui/admin';
import { useRectifications } from '../hooks/useRectifications';
import { RectificationActions } from './RectificationActions';
import styles from './Classes.module.css';

const RECTIFICATIONS_EMPTY = 'No hay solicitudes de rectificación pendientes.';

/** Open rectification requests of every course the teacher teaches. */
export function RectificationsPanel() {
  const requests = useRectifications();
  const columns: DataColumn<Rectification>[] = [
    { key: 'student', header: 'Alumno', rowHeader: true, render: (r) => r.student.fullName },
    { key: 'course', header: 'Curso', render: (r) => r.course.title },
    {
      key: 'session',
      header: 'Clase',
      render: (r) =>
        `${r.session.sessionDate ? formatDate(r.session.sessionDate) : ''}${r.session.startTime ? ` ${r.session.startTime}` : ''}${r.session.topic ? ` · ${r.session.topic}` : ''}`,
    },
    {
      key: 'status',
      header: 'Asistencia',
      render: (r) => <Badge tone={r.attendanceStatus === 'AUSENTE' ? 'danger' : 'neutral'}>{r.attendanceStatus}</Badge>,
    },
    { key: 'reason', header: 'Motivo', render: (r) => r.reason },
    { key: 'actions', header: 'Resolver', render: (r) => <RectificationActions id={r.id} studentName={r.student.fullName} /> },
  ];
  let content;
  if (requests.isPending) content = <LoadingText>Cargando solicitudes…</LoadingText>;
  else if (requests.isError)
    content = (
      <ErrorState message={loadError(requests.error, 'No se pudieron cargar las solicitudes.')} onRetry={() => requests.refetch()} />
    );
  else if (!requests.data.length) content = <EmptyState message={RECTIFICATIONS_EMPTY} />;
  else
    content = (
      <DataTable
        caption="Solicitudes de rectificación pendientes"
        captionHidden
        columns={columns}
        rows={requests.data}
        rowKey={(r) => r.id}
      />
    );
  return (
    <section className={styles.section} aria-labelledby="rectifications-title">
      <h2 id="rectifications-title" className={styles.sectionTitle}>
        Solicitudes de rectificación
      </h2>
      {content}
    </section>
  );
}
