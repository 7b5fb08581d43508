import { Link } from '@inpro/ui/router';
import { FEATURED_COURSES_COUNT, visibleTeacher, type HttpClient } from '@inpro/shared-contracts';
import { buttonClass, EmptyState, ErrorState } from '@inpro/ui';
import content from '../../../content/components/Content.module.css';
import { Section } from '../../../content/components/Section';
import { CourseGridLoading } from '../../../content/components/CourseGridLoading';
import { CourseCard, hoursText, levelAndAreaTags } from '../../../content/components/CourseCard';
import { useCourses } from '../../../content/hooks/useCourses';
import { getPublishedCourses } from '../../../content/api/getPublishedCourses';
import { takeInlineFeaturedCourses } from '../../../content/api/inlineFeaturedCourses';
import type { PublicCourse } from '../../../content/types';
import styles from './Home.module.css';

/** Seed 000 section 9: the home page shows the first 3 courses of the list. */
export const FEATURED_COUNT = FEATURED_COURSES_COUNT;

export function featuredCourses(courses: readonly PublicCourse[]): PublicCourse[] {
  return courses.slice(0, FEATURED_COUNT);
}

/** The featured courses alone are kept (and, on a prerendered page, sent with the page). */
async function loadFeaturedCourses(http: HttpClient, signal: AbortSignal): Promise<PublicCourse[]> {
  return featuredCourses(await getPublishedCourses(http, signal));
}

function teacherOf(course: PublicCourse): string {
  return visibleTeacher(course) || 'Por confirmar';
}

export function FeaturedCourses() {
  // The server inlines the featured courses in the home page: its first paint asks the API nothing.
  const { state, retry } = useCourses(
    'featured',
    loadFeaturedCourses,
    'No se pudieron cargar los cursos destacados.',
    takeInlineFeaturedCourses,
  );

  return (
    <Section
      id="cursos"
      alt
      eyebrow="Cursos destacados"
      title="Empieza hoy con nuestros cursos destacados"
      lead="Programas con inscripciones abiertas, dictados en vivo y con certificación."
    >
      {state.status === 'loading' && <CourseGridLoading label="Cargando cursos destacados…" count={FEATURED_COUNT} />}
      {state.status === 'error' && <ErrorState message={state.message} onRetry={retry} />}
      {state.status === 'success' && state.courses.length === 0 && (
        <EmptyState title="Aún no hay cursos publicados." message="Muy pronto anunciaremos nuevos programas." />
      )}
      {state.status === 'success' && state.courses.length > 0 && (
        <ul className={content.grid}>
          {featuredCourses(state.courses).map((course) => (
            <li key={course.id}>
              <CourseCard
                course={course}
                tags={levelAndAreaTags(course)}
                details={[
                  { label: 'Docente', value: teacherOf(course) },
                  { label: 'Duración', value: hoursText(course) },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.moreRow}>
        <Link className={buttonClass('secondary')} to="/cursos">
          Ver todos los cursos
        </Link>
      </p>
    </Section>
  );
}
