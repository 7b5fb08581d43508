import { VisuallyHidden } from '@inpro/ui';
import { Link } from '@inpro/ui/router';
import { useHomeCourses } from '../hooks/useHomeCourses';
import { DashCard, QueryContent } from './DashCard';
import styles from './Dashboard.module.css';

/** Quick links to the materials of the first courses. */
export function QuickMaterialsCard() {
  const courses = useHomeCourses();
  return (
    <DashCard title="Materiales" more={{ to: '/aula/miscursos', label: 'Todos los cursos' }}>
      <QueryContent query={courses} loadingLabel="Cargando tus cursos…" errorText="No se pudieron cargar tus cursos.">
        {(list) => (
          <ul className={styles.linkList}>
            {list.map((c) => (
              <li key={c.id}>
                <Link to={`/aula/materiales/${c.id}`}>
                  {c.title}
                  <VisuallyHidden> (materiales)</VisuallyHidden>
                </Link>
                <span className={styles.muted}> · {c.unitsCount === 1 ? '1 unidad' : `${c.unitsCount} unidades`}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
    </DashCard>
  );
}
