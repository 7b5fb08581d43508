import { Link } from '@inpro/ui/router';
import { Badge, LevelTag, ShellLink, buttonClass, useUniqueId } from '@inpro/ui';
import type { Course } from '@inpro/shared-contracts';
import { myCoursesStyles as styles } from '@inpro/ui/courses';

/** The link of the manage screen as the seed's course list writes it (both spellings resolve). */
export const manageCourseLink = (id: number) => `/prof/curso/${id}/gestionar`;
/** The student's materials view of a course. */
export const studentViewLink = (id: number) => `/aula/materiales/${id}`;

/** A card of /prof/cursos: type, title, area, level, enrolled count, 'Gestionar', 'Vista alumno' and 'Calificaciones'. */
export function TeacherCourseCard({ course }: { course: Course }) {
  const titleId = useUniqueId('course-title');
  const title = course.title;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="teacher-course-card">
      <div className={styles.tags}>
        <Badge tone="primary">{course.type}</Badge>
        {course.level ? <LevelTag level={course.level} /> : null}
        {course.published ? null : <Badge>Borrador</Badge>}
      </div>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.details}>
        <div>
          <dt>Área</dt>
          <dd>{course.area || '—'}</dd>
        </div>
        <div>
          <dt>Nivel</dt>
          <dd>{course.level || '—'}</dd>
        </div>
        <div>
          <dt>Inscritos</dt>
          <dd>{course.students}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Link className={buttonClass('primary', 'sm')} to={manageCourseLink(course.id)} aria-label={`Gestionar: ${title}`}>
          Gestionar
        </Link>
        <ShellLink className={buttonClass('secondary', 'sm')} href={studentViewLink(course.id)} aria-label={`Vista alumno: ${title}`}>
          Vista alumno
        </ShellLink>
        <Link
          className={buttonClass('secondary', 'sm')}
          to={`/prof/cursos/${course.id}/calificaciones`}
          aria-label={`Calificaciones: ${title}`}
        >
          Calificaciones
        </Link>
      </div>
    </article>
  );
}
