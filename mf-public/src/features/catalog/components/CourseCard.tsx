import { Link } from '@inpro/ui/router';
import { COURSE_FINISHED, countOf, courseLink, formatSoles, isCourseFinished, visibleTeacher } from '@inpro/shared-contracts';
import { Badge, LevelTag, VisuallyHidden } from '@inpro/ui';
import { CourseImage } from '../../../content/components/CourseImage';
import type { Course } from '../../course';
import styles from './Catalog.module.css';

/** A course card linking to its detail page (the course travels in the navigation state). */
export function CourseCard({
  course,
  headingLevel = 'h2',
  eager = false,
}: {
  course: Course;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
}) {
  const Heading = headingLevel;
  const teacher = visibleTeacher(course);
  return (
    <Link to={courseLink(course)} state={{ course }} className={styles.card}>
      <CourseImage
        course={course}
        className={styles.image}
        width={400}
        height={225}
        sizes="(max-width: 640px) 100vw, 400px"
        eager={eager}
      />
      <div className={styles.body}>
        <div>
          <LevelTag level={course.level} />
        </div>
        <Heading className={styles.cardTitle}>{course.title}</Heading>
        {course.area ? <p className={styles.meta}>Área: {course.area}</p> : null}
        {teacher ? <p className={styles.meta}>Docente: {teacher}</p> : null}
        <ul className={styles.stats}>
          <li>{course.hours} horas</li>
          <li>{countOf(course.students, 'estudiante')}</li>
          <li>
            <span aria-hidden="true">★ </span>
            {course.rating.toFixed(1)}
            <VisuallyHidden> de 5 de valoración</VisuallyHidden>
          </li>
        </ul>
        <div className={styles.footer}>
          <span className={styles.price}>{formatSoles(course.price)}</span>
          {isCourseFinished(course) ? <Badge tone="neutral">{COURSE_FINISHED}</Badge> : null}
        </div>
      </div>
    </Link>
  );
}
