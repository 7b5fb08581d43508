import { useState } from 'react';
import { useParams } from '@inpro/ui/router';
import {
  Badge,
  Button,
  ErrorState,
  FirstLoad,
  LoadingText,
  useOnlineAction,
  useToast,
  type BadgeTone,
  isForbidden,
  loadError,
} from '@inpro/ui';
import { DataTable, type DataColumn } from '@inpro/ui/admin';
import { formatLimaDateTime, type AttendanceMark, type StudentAttendanceSession } from '@inpro/shared-contracts';
import { PageHeading } from '../../../app/PageHeading';
import { COURSE_ID_INVALID, MaterialsNotice, routeId } from '../../materials';
import { useAttendance } from '../hooks/useAttendance';
import { useAttendanceActions } from '../hooks/useAttendanceActions';
import { useAskPendingRectification } from '../hooks/useAskPendingRectification';
import {
  MARK_OFFLINE_REASON,
  MARKED_MESSAGE,
  MARKED_MS,
  RECTIFICATION_MS,
  RECTIFICATION_SENT,
  markLabel,
  rectificationLabel,
  sessionLabel,
} from './attendanceLabels';
import { RectifyDialog } from './RectifyDialog';
import styles from './Attendance.module.css';

export const ATTENDANCE_ERROR = 'No se pudo cargar tu asistencia.';
const MARK_TONES: Record<AttendanceMark, BadgeTone> = { PRESENTE: 'success', AUSENTE: 'danger', PENDIENTE: 'warning' };

/** /aula/asistencia/{courseId}: mark the open session, ask for rectifications, counters and enrolment status. */
export function AttendancePage() {
  const courseId = routeId(useParams().courseId);
  const attendance = useAttendance(courseId);
  const { mark, rectify } = useAttendanceActions(courseId ?? 0);
  const toast = useToast();
  const [rectifying, setRectifying] = useState<StudentAttendanceSession | null>(null);
  useAskPendingRectification(attendance.data?.sessions, rectifying, setRectifying);
  const markOnline = useOnlineAction(MARK_OFFLINE_REASON);

  const heading = (
    <PageHeading
      title="Asistencia"
      subtitle={attendance.data ? `${attendance.data.course.title} (${attendance.data.course.code})` : null}
    />
  );
  if (courseId === null)
    return (
      <section>
        {heading}
        <MaterialsNotice message={COURSE_ID_INVALID} />
      </section>
    );
  if (attendance.isPending)
    return (
      <section>
        {heading}
        <FirstLoad query={attendance}>
          <LoadingText>Cargando tu asistencia…</LoadingText>
        </FirstLoad>
      </section>
    );
  // A failed refresh keeps what the screen had (offline, the worker's copy or the last answer).
  if (attendance.isLoadingError)
    return (
      <section>
        {heading}
        {isForbidden(attendance.error) ? (
          <MaterialsNotice message={loadError(attendance.error, 'No estás inscrito en este curso.')} />
        ) : (
          <ErrorState message={loadError(attendance.error, ATTENDANCE_ERROR)} onRetry={() => attendance.refetch()} />
        )}
      </section>
    );

  const data = attendance.data;
  const doMark = (s: StudentAttendanceSession) =>
    mark.mutate(s.id, {
      onSuccess: () => toast.success(MARKED_MESSAGE, { duration: MARKED_MS }),
      onError: (err) => toast.error(loadError(err, 'No se pudo registrar tu asistencia.')),
    });
  const markCell = (s: StudentAttendanceSession) =>
    s.canMark ? (
      <Button
        size="sm"
        onClick={() => doMark(s)}
        loading={mark.isPending && mark.variables === s.id}
        disabled={markOnline.offline}
        aria-describedby={markOnline.describedBy}
      >
        Marcar asistencia
      </Button>
    ) : (
      <span aria-label="Sin acción">—</span>
    );
  const rectifyCell = (s: StudentAttendanceSession) =>
    s.canRectify ? (
      <Button size="sm" variant="secondary" onClick={() => setRectifying(s)}>
        Rectificar asistencia
      </Button>
    ) : (
      (rectificationLabel(s) ?? <span aria-label="Sin solicitud">—</span>)
    );

  const columns: DataColumn<StudentAttendanceSession>[] = [
    { key: 'session', header: 'Sesión', rowHeader: true, render: (s) => sessionLabel(s) },
    { key: 'topic', header: 'Tema', render: (s) => s.topic || '—' },
    { key: 'status', header: 'Estado', render: (s) => <Badge tone={MARK_TONES[s.attendanceStatus]}>{markLabel(s)}</Badge> },
    { key: 'mark', header: 'Marcar', render: markCell },
    { key: 'rectify', header: 'Rectificación', render: rectifyCell },
  ];
  const current = data.current;
  const markable = Boolean(current?.canMark) || data.sessions.some((s) => s.canMark);

  return (
    <section>
      {heading}
      <dl className={styles.counters}>
        <div>
          <dt>Presentes</dt>
          <dd data-testid="count-present">{data.counters.present}</dd>
        </div>
        <div>
          <dt>Ausentes</dt>
          <dd data-testid="count-absent">{data.counters.absent}</dd>
        </div>
        <div>
          <dt>Total de sesiones</dt>
          <dd data-testid="count-total">{data.counters.total}</dd>
        </div>
        <div>
          <dt>Estado</dt>
          <dd>
            <Badge tone={data.enrolmentStatus === 'ACTIVO' ? 'success' : 'neutral'}>{data.enrolmentStatus}</Badge>
          </dd>
        </div>
      </dl>

      <article className={styles.current} aria-labelledby="current-session-title">
        <h2 id="current-session-title" className={styles.currentTitle}>
          Sesión actual
        </h2>
        {current ? (
          <>
            <p className={styles.currentName}>
              {sessionLabel(current)}
              {current.topic ? ` — ${current.topic}` : ''}
            </p>
            <p>
              Estado: <Badge tone={MARK_TONES[current.attendanceStatus]}>{markLabel(current)}</Badge>
              {current.attendanceOpen && current.attendanceOpenUntil ? (
                <span className={styles.window}>
                  {' '}
                  · Ventana abierta hasta {formatLimaDateTime(current.attendanceOpenUntil).slice(11)} (hora de Lima)
                </span>
              ) : null}
            </p>
            <div className={styles.currentActions}>
              {markCell(current)}
              {current.canRectify ? rectifyCell(current) : null}
            </div>
          </>
        ) : (
          <p className={styles.muted}>No hay una sesión abierta para marcar asistencia en este momento.</p>
        )}
        {markable ? markOnline.reason : null}
      </article>

      <h2 className={styles.section}>Sesiones del curso</h2>
      <DataTable
        caption="Sesiones del curso"
        captionHidden
        columns={columns}
        rows={data.sessions}
        rowKey={(s) => s.id}
        emptyText="Este curso aún no tiene sesiones."
      />

      <RectifyDialog
        key={rectifying?.id ?? 0}
        open={rectifying !== null}
        sessionId={rectifying?.id ?? null}
        sessionLabel={rectifying ? sessionLabel(rectifying) : ''}
        onClose={() => setRectifying(null)}
        onSubmit={async (reason) => {
          if (!rectifying) return;
          await rectify.mutateAsync({ sessionId: rectifying.id, body: { reason } });
          setRectifying(null);
          toast.success(RECTIFICATION_SENT, { duration: RECTIFICATION_MS });
        }}
      />
    </section>
  );
}
