import { Link } from '@inpro/ui/router';
import { ProgressBar } from '@inpro/ui';
import { useProgress } from '../hooks/useProgress';
import { DashCard, QueryContent } from './DashCard';
import styles from './Dashboard.module.css';

/**
 * Every course the student follows with its progress (GET /student/progress answers all of them; the
 * card once listed the first page of 5 courses and so left the sixth out).
 */
export function CoursesCard() {
  const progress = useProgress();
  return (
    <DashCard title="Mi progreso" more={{ to: '/aula/miscursos', label: 'Ver mis cursos' }} className={styles.wide}>
      <QueryContent query={progress} loadingLabel="Cargando tus cursos…" errorText="No se pudieron cargar tus cursos.">
        {(list) => (
          <ul className={styles.courseList}>
            {list.map((p) => (
              <li key={p.courseId} className={styles.courseItem}>
                <ProgressBar label={p.title} value={p.percent} valueText={`${p.percent}%`} />
                <p className={styles.courseLinks}>
                  <span className={styles.muted}>{p.code}</span>
                  <Link to={`/aula/materiales/${p.courseId}`}>Materiales</Link>
                  <Link to={`/aula/asistencia/${p.courseId}`}>Asistencia</Link>
                  <Link to={`/aula/evaluaciones/${p.courseId}`}>Evaluaciones</Link>
                  <Link to={`/aula/notas/${p.courseId}`}>Calificaciones</Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
    </DashCard>
  );
}
