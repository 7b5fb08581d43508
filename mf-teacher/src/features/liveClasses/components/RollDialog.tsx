import { useState } from 'react';
import {
  ATTENDANCE_STATUS_LABELS,
  DEFAULT_ATTENDANCE_WINDOW_MINUTES,
  formatLimaDateTime,
  type AttendanceMark,
  type RollEntry,
  type TeacherClassSession,
} from '@inpro/shared-contracts';
import {
  Badge,
  Button,
  ErrorState,
  LoadingText,
  SelectField,
  VisuallyHidden,
  useNow,
  useToast,
  type BadgeTone,
  loadError,
} from '@inpro/ui';
import { DataTable, Dialog, type DataColumn } from '@inpro/ui/admin';
import { useCloseAttendance, useMarkStudent, useOpenAttendance } from '../hooks/useAttendanceMutations';
import { useRoll } from '../hooks/useRoll';
import { sessionState, sessionWhen, windowUntil } from '../sessionView';
import { RectificationActions } from './RectificationActions';
import styles from './Classes.module.css';

const MARK_TONES: Record<AttendanceMark, BadgeTone> = { PRESENTE: 'success', AUSENTE: 'danger', PENDIENTE: 'neutral' };
const WINDOW_OPTIONS = [5, 10, 15, 30, 60, 120].map((m) => ({ value: String(m), label: `${m} minutos` }));

const ATTENDANCE_OPENED = 'Asistencia abierta ✅';
const ATTENDANCE_CLOSED = 'Asistencia cerrada: los pendientes quedaron como AUSENTE.';
const ATTENDANCE_ERROR = 'No se pudo cambiar la asistencia.';
const ROLL_LOAD_ERROR = 'No se pudo cargar la lista de asistencia.';

/** A session's roll: the attendance window, every enrolled student's mark, marks by hand and rectification requests. */
export function RollDialog({ session, onClose }: { session: TeacherClassSession | null; onClose: () => void }) {
  const toast = useToast();
  // Re-render every 15 s; the state is read at render time (a window just closed is closed now).
  useNow(15_000);
  const now = Date.now();
  const roll = useRoll(session?.id ?? null);
  const open = useOpenAttendance();
  const close = useCloseAttendance();
  const mark = useMarkStudent();
  const [minutes, setMinutes] = useState(String(DEFAULT_ATTENDANCE_WINDOW_MINUTES));
  if (!session) return null;
  const current = roll.data?.session ?? session;
  const state = sessionState(current, now);

  const failed = (err: unknown) => toast.error(loadError(err, ATTENDANCE_ERROR));
  const openWindow = () =>
    open.mutate(
      { sessionId: session.id, minutes: Number(minutes) },
      { onSuccess: () => toast.success(ATTENDANCE_OPENED), onError: failed },
    );
  const closeWindow = () => close.mutate(session.id, { onSuccess: () => toast.success(ATTENDANCE_CLOSED), onError: failed });
  const markAs = (row: RollEntry, status: AttendanceMark) =>
    mark.mutate(
      { sessionId: session.id, userId: row.userId, status },
      { onSuccess: () => toast.success(`${row.fullName}: ${ATTENDANCE_STATUS_LABELS[status]}`), onError: failed },
    );

  const columns: DataColumn<RollEntry>[] = [
    { key: 'fullName', header: 'Alumno', rowHeader: true, render: (r) => r.fullName },
    { key: 'studentCode', header: 'Código', render: (r) => r.studentCode ?? '—' },
    {
      key: 'status',
      header: 'Estado',
      render: (r) => (
        <>
          <Badge tone={MARK_TONES[r.status]}>{r.status}</Badge>
          {r.markedAt ? (
            <div
              className={styles.note}
            >{`${r.markedByStaff ? 'Por el docente' : 'Por el alumno'}, ${formatLimaDateTime(r.markedAt)}`}</div>
          ) : null}
        </>
      ),
    },
    {
      key: 'mark',
      header: 'Marcar',
      render: (r) => (
        <div className={styles.rollActions}>
          <Button
            size="sm"
            variant={r.status === 'PRESENTE' ? 'primary' : 'secondary'}
            onClick={() => markAs(r, 'PRESENTE')}
            disabled={mark.isPending}
          >
            Presente
            <VisuallyHidden>{` (${r.fullName})`}</VisuallyHidden>
          </Button>
          <Button
            size="sm"
            variant={r.status === 'AUSENTE' ? 'danger' : 'secondary'}
            onClick={() => markAs(r, 'AUSENTE')}
            disabled={mark.isPending}
          >
            Ausente
            <VisuallyHidden>{` (${r.fullName})`}</VisuallyHidden>
          </Button>
        </div>
      ),
    },
    {
      key: 'rectification',
      header: 'Rectificación',
      render: (r) =>
        !r.rectification ? (
          '—'
        ) : r.rectification.status === 'PENDIENTE' ? (
          <div className={styles.request}>
            <span>{`«${r.rectification.reason}»`}</span>
            <RectificationActions id={r.rectification.id} studentName={r.fullName} />
          </div>
        ) : (
          <span>{`${r.rectification.status === 'ACEPTADA' ? 'Aceptada' : 'Rechazada'}${r.rectification.answer ? `: ${r.rectification.answer}` : ''}`}</span>
        ),
    },
  ];

  return (
    <Dialog open onClose={onClose} size="lg" title={`Asistencia: ${session.courseTitle} — ${sessionWhen(session)}`}>
      <div className={styles.form}>
        <div className={styles.window} aria-live="polite">
          {state.attendanceOpen ? (
            <>
              <p className={styles.counts}>{`La asistencia está abierta ${windowUntil(current)}.`}</p>
              <Button variant="danger" size="sm" onClick={closeWindow} loading={close.isPending}>
                Cerrar asistencia
              </Button>
            </>
          ) : state.status === 'CANCELADA' ? (
            <p className={styles.counts}>La clase fue cancelada.</p>
          ) : (
            <>
              <SelectField
                label="Duración de la ventana"
                value={minutes}
                onChange={(e) => setMinutes(e.target.value)}
                options={WINDOW_OPTIONS}
              />
              <Button size="sm" onClick={openWindow} loading={open.isPending}>
                Abrir asistencia
              </Button>
              <p className={styles.note}>Al cerrar la ventana, los alumnos que sigan pendientes quedan como AUSENTE.</p>
            </>
          )}
        </div>
        {roll.isPending ? (
          <LoadingText>Cargando lista…</LoadingText>
        ) : roll.isError ? (
          <ErrorState message={loadError(roll.error, ROLL_LOAD_ERROR)} onRetry={() => roll.refetch()} />
        ) : (
          <DataTable
            caption={`Lista de asistencia (${roll.data.session.counts.present} presentes, ${roll.data.session.counts.absent} ausentes, ${roll.data.session.counts.pending} pendientes)`}
            columns={columns}
            rows={roll.data.students}
            rowKey={(r) => r.userId}
            emptyText="Sin inscritos."
          />
        )}
      </div>
    </Dialog>
  );
}
