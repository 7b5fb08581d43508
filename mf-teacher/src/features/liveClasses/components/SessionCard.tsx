import { countOf, type TeacherClassSession } from '@inpro/shared-contracts';
import { Badge, Button, useUniqueId } from '@inpro/ui';
import { sessionState, sessionWhen, windowUntil } from '../sessionView';
import styles from './Classes.module.css';

export interface SessionCardProps {
  session: TeacherClassSession;
  now: number;
  onEdit: (s: TeacherClassSession) => void;
  onCancel: (s: TeacherClassSession) => void;
  onRoll: (s: TeacherClassSession) => void;
}

/** One class: course, date and time, mode, topic, status, link, attendance counters and actions. */
export function SessionCard({ session: s, now, onEdit, onCancel, onRoll }: SessionCardProps) {
  const titleId = useUniqueId('session-title');
  const state = sessionState(s, now);
  const cancelled = state.status === 'CANCELADA';
  return (
    <article
      className={[styles.session, state.status === 'EN_VIVO' ? styles.live : ''].join(' ')}
      aria-labelledby={titleId}
      data-testid="session-card"
    >
      <div className={styles.sessionHead}>
        <h3 id={titleId} className={styles.sessionTitle}>
          {s.courseTitle}
          {s.topic ? ` — ${s.topic}` : ''}
        </h3>
        <Badge tone={state.tone}>{state.label}</Badge>
        {state.attendanceOpen ? <Badge tone="success">Asistencia abierta</Badge> : null}
        {s.pendingRectifications ? (
          <Badge tone="warning">{countOf(s.pendingRectifications, 'rectificación pendiente', 'rectificaciones pendientes')}</Badge>
        ) : null}
      </div>
      <p className={styles.meta}>
        <span>{sessionWhen(s)}</span>
        <span>{s.mode}</span>
        <span>{s.courseCode}</span>
        {state.attendanceOpen ? <span>Asistencia {windowUntil(s)}</span> : null}
      </p>
      {cancelled ? null : (
        <p className={styles.counts}>
          {[
            countOf(s.counts.enrolled, 'inscrito'),
            countOf(s.counts.present, 'presente'),
            countOf(s.counts.absent, 'ausente'),
            countOf(s.counts.pending, 'pendiente'),
          ].join(' · ')}
        </p>
      )}
      <div className={styles.actions}>
        {s.joinUrl && !cancelled ? (
          <a href={s.joinUrl} target="_blank" rel="noopener noreferrer">
            Enlace de la clase
          </a>
        ) : null}
        {cancelled ? null : (
          <>
            <Button size="sm" onClick={() => onRoll(s)}>
              Asistencia
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onEdit(s)}>
              Editar
            </Button>
            {state.status === 'FINALIZADA' ? null : (
              <Button size="sm" variant="danger" onClick={() => onCancel(s)}>
                Cancelar clase
              </Button>
            )}
          </>
        )}
      </div>
    </article>
  );
}
