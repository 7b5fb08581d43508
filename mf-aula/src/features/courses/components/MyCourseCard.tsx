import { Link } from '@inpro/ui/router';
import { LevelTag, buttonClass, useUniqueId } from '@inpro/ui';
import type { MyCourse } from '@inpro/shared-contracts';
import { myCoursesStyles as styles } from '@inpro/ui/courses';

/** A card of /aula/miscursos: level tag, title, area, visible teacher, 'Asistencia' and 'Materiales'. */
export function MyCourseCard({ course }: { course: MyCourse }) {
  const titleId = useUniqueId('course-title');
  const title = course.title;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="my-course-card">
      <div className={styles.tags}>
        <LevelTag level={course.level} />
      </div>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.details}>
        {course.area ? (
          <div>
            <dt>Área</dt>
            <dd>{course.area}</dd>
          </div>
        ) : null}
        {course.teacherVisible ? (
          <div>
            <dt>Docente</dt>
            <dd>{course.teacherVisible}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Link className={buttonClass('secondary', 'sm')} to={`/aula/asistencia/${course.id}`} aria-label={`Asistencia: ${title}`}>
          Asistencia
        </Link>
        <Link className={buttonClass('primary', 'sm')} to={`/aula/materiales/${course.id}`} aria-label={`Materiales: ${title}`}>
          Materiales
        </Link>
      </div>
    </article>
  );
}
