import { formatLimaDateTime, nextClassBoundary, type NextAssignment } from '@inpro/shared-contracts';
import { useNow } from '@inpro/ui';
import { ClassStatusBadge, JoinButton, classHours, classRows, useClasses } from '../../liveClasses';
import { DashCard } from './DashCard';
import styles from './Dashboard.module.css';

/**
 * "Próxima actividad": a class live right now comes first, with 'Unirse' (the same clock and rule
 * as /aula/clases); then the next thing due (an assignment or the next class not yet started).
 */
export function NextActivityCard({ next }: { next: NextAssignment | null }) {
  const classes = useClasses();
  // Rendered again at the next start or end; read at render, so a refetch (a live event) uses the current time too.
  useNow(30_000, nextClassBoundary(classes.data ?? []));
  const now = Date.now();
  const live = classes.data ? classRows(classes.data, now).current.filter((r) => r.status === 'EN_VIVO') : [];
  return (
    <DashCard title="Próxima actividad">
      {live.map((r) => (
        <div key={r.session.id} className={styles.liveActivity} data-testid="live-activity">
          <ClassStatusBadge status={r.status} />
          <p className={styles.bigText}>{r.session.courseTitle}</p>
          <p className={styles.muted}>
            {[r.session.topic, classHours(r.session) ? `${classHours(r.session)} (hora de Lima)` : ''].filter(Boolean).join(' · ')}
          </p>
          <JoinButton row={r} size="md" />
        </div>
      ))}
      {next ? (
        <div data-testid="next-assignment">
          {live.length ? <p className={styles.muted}>Después:</p> : null}
          <p className={styles.bigText}>{next.title}</p>
          <p className={styles.muted}>{next.course_code}</p>
          <p>{formatLimaDateTime(next.due_date)} (hora de Lima)</p>
        </div>
      ) : live.length ? null : (
        <p className={styles.muted}>No tienes actividades próximas.</p>
      )}
    </DashCard>
  );
}
