import type { ReactNode } from 'react';
import { Link } from '@inpro/ui/router';
import { Badge } from '@inpro/ui';
import { COURSE_FINISHED, courseLink, formatSoles, isCourseFinished } from '@inpro/shared-contracts';
import { DetailList } from '../../app/ui';
import type { PublicCourse } from '../types';
import { CourseImage } from './CourseImage';
import styles from './CourseCard.module.css';
import content from './Content.module.css';

const skeletonClass = content.skeleton;

export interface CourseDetail {
  label: string;
  value: ReactNode;
}

interface CourseCardProps {
  course: PublicCourse;
  tags?: ReactNode[];
  details?: CourseDetail[];
  headingLevel?: 'h3' | 'h4';
}

/** A published course with its link (/curso/{id}-{slug}) and its price in soles. */
export function CourseCard({ course, tags = [], details = [], headingLevel = 'h3' }: CourseCardProps) {
  const Heading = headingLevel;
  const href = courseLink(course);
  return (
    <article className={styles.card}>
      <CourseImage course={course} className={styles.media} width={640} height={360} sizes="(max-width: 640px) 100vw, 400px" />
      <div className={styles.body}>
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label="Etiquetas">
            {tags.map((tag, i) => (
              <li key={i}>{tag}</li>
            ))}
          </ul>
        )}
        <Heading className={styles.title}>
          <Link to={href}>{course.title}</Link>
        </Heading>
        {details.length > 0 && <DetailList className={styles.details} itemClassName={styles.pair} items={details} />}
        <div className={styles.footer}>
          <span className={styles.price}>{formatSoles(course.price)}</span>
          {isCourseFinished(course) ? <Badge tone="neutral">{COURSE_FINISHED}</Badge> : null}
          <Link className={styles.more} to={href} aria-label={`Ver detalles de ${course.title}`}>
            Ver detalles
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Placeholder card shown while courses load. */
export function CourseCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="course-skeleton">
      <div className={`${styles.media} ${skeletonClass}`} />
      <div className={styles.body}>
        <div className={`${styles.line} ${skeletonClass}`} style={{ width: '40%' }} />
        <div className={`${styles.line} ${skeletonClass}`} style={{ width: '85%' }} />
        <div className={`${styles.line} ${skeletonClass}`} style={{ width: '60%' }} />
      </div>
    </div>
  );
}
