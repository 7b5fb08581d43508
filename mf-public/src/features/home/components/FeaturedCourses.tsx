import { Link } from '@inpro/ui/router';
import { FEATURED_COURSES_COUNT, visibleTeacher } from '@inpro/shared-contracts';
import { buttonClass, EmptyState, ErrorState } from '@inpro/ui';
import content from '../../../content/components/Content.module.css';
import { Section } from '../../../content/components/Section';
import { CourseGridLoading } from '../../../content/components/CourseGridLoading';
import { CourseCard, hoursText, levelAndAreaTags } from '../../../content/components/CourseCard';
import type { PublicCourse } from '../../../content/types';
import { featuredCourses, useFeaturedCourses } from '../hooks/useFeaturedCourses';
import styles from './Home.module.css';

function teacherOf(course: PublicCourse): string {
  return visibleTeacher(course) || 'Por confirmar';
}

export function FeaturedCourses() {
  const { state, retry } = useFeaturedCourses();

  return (
    <Section
      id="cursos"
      alt
      eyebrow="Cursos destacados"
      title="Empieza hoy con nuestros cursos destacados"
      lead="Programas con inscripciones abiertas, dictados en vivo y con certificación."
    >
      {state.status === 'loading' && <CourseGridLoading label="Cargando cursos destacados…" count={FEATURED_COURSES_COUNT} />}
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
