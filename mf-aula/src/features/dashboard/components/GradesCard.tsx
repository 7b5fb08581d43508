import { formatGrade, formatLimaDate } from '@inpro/shared-contracts';
import { EmptyState } from '@inpro/ui';
import { useGrades } from '../../grades';
import { DashCard, QueryContent } from './DashCard';
import styles from './Dashboard.module.css';

const RECENT_GRADES = 4;

/** The latest graded submissions and the general average. */
export function GradesCard() {
  const grades = useGrades();
  return (
    <DashCard title="Notas recientes" more={{ to: '/aula/notas', label: 'Ver notas' }}>
      <QueryContent query={grades} loadingLabel="Cargando tus notas…" errorText="No se pudieron cargar tus notas.">
        {(g) =>
          g.items.length === 0 ? (
            <EmptyState message="Aún no tienes notas registradas." />
          ) : (
            <>
              <ul className={styles.list}>
                {g.items.slice(0, RECENT_GRADES).map((item) => (
                  <li key={item.submissionId} className={styles.gradeItem}>
                    <span>
                      <strong>{item.evaluationTitle}</strong>
                      <br />
                      <span className={styles.muted}>
                        {item.courseTitle} · {formatLimaDate(item.gradedAt)}
                      </span>
                    </span>
                    <span className={`${styles.gradeValue} ${item.passed ? styles.pass : styles.fail}`}>{formatGrade(item.score)}</span>
                  </li>
                ))}
              </ul>
              <p className={styles.summaryLine}>
                Promedio general: <strong data-testid="dash-average">{formatGrade(g.average)}</strong> · Nota aprobatoria:{' '}
                {formatGrade(g.passingMark)}
              </p>
            </>
          )
        }
      </QueryContent>
    </DashCard>
  );
}
