import { Link } from '@inpro/ui/router';
import { ProgressBar } from '@inpro/ui';
import { useHomeCourses } from '../hooks/useHomeCourses';
import { useProgress } from '../hooks/useProgress';
import { DashCard, QueryContent } from './DashCard';
import styles from './Dashboard.module.css';

/** Progress bars are shown for the first 3 courses (seed 000 section 9). */
export const PROGRESS_BARS = 3;

/** The first courses (GET /student/courses?page=0&size=5), the first 3 with their progress. */
export function CoursesCard() {
  const courses = useHomeCourses();
  const progress = useProgress();
  return (
    <DashCard title="Mi progreso" more={{ to: '/aula/miscursos', label: 'Ver mis cursos' }} className={styles.wide}>
      <QueryContent query={courses} loadingLabel="Cargando tus cursos…" errorText="No se pudieron cargar tus cursos.">
        {(list) => (
          <ul className={styles.courseList}>
            {list.map((c, i) => {
              const p = progress.data?.find((x) => x.courseId === c.id);
              return (
                <li key={c.id} className={styles.courseItem}>
                  {i < PROGRESS_BARS ? (
                    p ? (
                      <ProgressBar label={c.title} value={p.percent} valueText={`${p.percent}%`} />
                    ) : (
                      <p className={styles.courseName}>
                        {c.title}{' '}
                        <span className={styles.muted}>{progress.isError ? '(progreso no disponible)' : '(calculando progreso…)'}</span>
                      </p>
                    )
                  ) : (
                    <p className={styles.courseName}>{c.title}</p>
                  )}
                  <p className={styles.courseLinks}>
                    <span className={styles.muted}>{c.code}</span>
                    <Link to={`/aula/materiales/${c.id}`}>Materiales</Link>
                    <Link to={`/aula/asistencia/${c.id}`}>Asistencia</Link>
                    <Link to={`/aula/evaluaciones/${c.id}`}>Evaluaciones</Link>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </QueryContent>
    </DashCard>
  );
}
