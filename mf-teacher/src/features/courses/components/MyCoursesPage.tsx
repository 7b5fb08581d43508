import { useState } from 'react';
import { EmptyState, ErrorState, LoadingText, PageHeading, TextField, useDebouncedValue, loadError, SEARCH_DEBOUNCE_MS } from '@inpro/ui';
import { useTeacherCourses } from '../hooks/useTeacherCourses';
import { TeacherCourseCard } from './TeacherCourseCard';
import { myCoursesStyles as styles } from '@inpro/ui/courses';

export const COURSES_FALLBACK_ERROR = 'No se pudo conectar con el servidor.';

/** /prof/cursos: the teacher's courses with a debounced server search. */
export function MyCoursesPage() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const courses = useTeacherCourses(q);

  let content;
  if (courses.isPending) content = <LoadingText>Cargando cursos…</LoadingText>;
  else if (courses.isError)
    content = <ErrorState message={`Error: ${loadError(courses.error, COURSES_FALLBACK_ERROR)}`} onRetry={() => courses.refetch()} />;
  else if (!courses.data.content.length)
    content = <EmptyState message={q ? 'No hay cursos que coincidan con la búsqueda.' : 'Aún no tienes cursos asignados.'} />;
  else
    content = (
      <ul className={styles.grid} aria-label="Mis cursos" aria-busy={courses.isFetching || undefined}>
        {courses.data.content.map((c) => (
          <li key={c.id}>
            <TeacherCourseCard course={c} />
          </li>
        ))}
      </ul>
    );

  return (
    <section>
      <PageHeading title="Mis Cursos" subtitle="Los cursos que dictas: gestiona sus unidades y recursos." />
      <div className={styles.filters} role="search">
        <div className={styles.search}>
          <TextField
            label="Buscar curso"
            type="search"
            placeholder="Título, código, área o nivel"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>
      {content}
    </section>
  );
}
