import { useMemo, useState } from 'react';
import { EmptyState, ErrorState, FirstLoad, LoadingText, SelectField, TextField, loadError } from '@inpro/ui';
import { PageHeading } from '../../../app/PageHeading';
import { filterCourses } from '../filterCourses';
import { useMyCourses } from '../hooks/useMyCourses';
import { MyCourseCard } from './MyCourseCard';
import { myCoursesStyles as styles } from '@inpro/ui/courses';

export const MY_COURSES_LOADING = 'Cargando tus cursos…';
export const MY_COURSES_EMPTY = 'Aún no estás inscrito en ningún curso.';
export const MY_COURSES_ERROR = 'No se pudieron cargar tus cursos.';
export const MY_COURSES_NO_MATCH = 'Ningún curso coincide con tu búsqueda.';

/** /aula/miscursos: the student's courses with a client search by title, area or level. */
export function MyCoursesPage() {
  const courses = useMyCourses();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterCourses(courses.data ?? [], query), [courses.data, query]);

  let content;
  if (courses.isPending)
    content = (
      <FirstLoad query={courses}>
        <LoadingText>{MY_COURSES_LOADING}</LoadingText>
      </FirstLoad>
    );
  // A failed refresh keeps what the screen had (offline, the worker's copy or the last answer).
  else if (courses.isLoadingError)
    content = <ErrorState message={loadError(courses.error, MY_COURSES_ERROR)} onRetry={() => courses.refetch()} />;
  else if (courses.data.length === 0) content = <EmptyState message={MY_COURSES_EMPTY} />;
  else if (shown.length === 0) content = <EmptyState message={MY_COURSES_NO_MATCH} />;
  else
    content = (
      <ul className={styles.grid} aria-label="Tus cursos">
        {shown.map((c) => (
          <li key={c.id}>
            <MyCourseCard course={c} />
          </li>
        ))}
      </ul>
    );

  return (
    <section>
      <PageHeading title="Mis Cursos" subtitle="Los cursos en los que estás inscrito." />
      <div className={styles.filters} role="search">
        <TextField
          label="Buscar"
          type="search"
          placeholder="Título, área o nivel"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className={styles.search}
        />
        <SelectField label="Categoría" disabled value="" options={[{ value: '', label: 'Todos' }]} className={styles.category} />
      </div>
      {content}
    </section>
  );
}
