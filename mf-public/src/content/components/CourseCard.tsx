import type { ReactNode } from 'react';
import { Link } from '@inpro/ui/router';
import { Badge, LevelTag } from '@inpro/ui';
import { COURSE_FINISHED, DEFAULT_COURSE_LEVEL, courseLink, formatDate, formatSoles, isCourseFinished } from '@inpro/shared-contracts';
import type { PublicCourse } from '../types';
import { CourseImage } from './CourseImage';
import styles from './CourseCard.module.css';

export interface CourseDetail {
  label: string;
  value: ReactNode;
}

export interface CourseCardProps {
  course: PublicCourse;
  /** The title's level in the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * How the card leads to the course page: 'title' — the title is the link, with «Ver detalles»
   * beside the price; 'card' — the whole card is one link (a large target in a long list).
   */
  link?: 'title' | 'card';
  /** Over the title: badges (level, type), or a text shown as a tag (the area). */
  tags?: ReactNode[];
  /** Label and value of what the page tells of the course (hours, start, teacher…). */
  details?: CourseDetail[];
  /** Short facts in one line under the details (hours, students, rating). */
  facts?: ReactNode[];
  /** A dense card for long lists: details as «Label: value» lines, tighter spacing. */
  compact?: boolean;
  /** The first card in view on arrival (the page's largest paint on a phone): its picture is not lazy. */
  eager?: boolean;
}

/**
 * A published course: its picture, tags, title, details, price in soles ('Finalizado' when over)
 * and its link (/curso/{id}-{slug}; the course travels in the navigation state, so its page
 * shows at once). One card for every public list: the home page's featured courses, the
 * catalogue, the search, the specializations and the diplomas.
 */
export function CourseCard({
  course,
  headingLevel = 'h3',
  link = 'title',
  tags = [],
  details = [],
  facts = [],
  compact = false,
  eager = false,
}: CourseCardProps) {
  const Heading = headingLevel;
  const href = courseLink(course);
  const className = compact ? `${styles.card} ${styles.compact}` : styles.card;
  const body = (
    <>
      <CourseImage
        course={course}
        className={styles.media}
        width={640}
        height={360}
        sizes="(max-width: 640px) 100vw, 400px"
        eager={eager}
      />
      <div className={styles.body}>
        {tags.length > 0 && (
          // Inside a card that is a link, the list's own name would replace its tags in the link's name.
          <ul className={styles.tags} aria-label={link === 'card' ? undefined : 'Etiquetas'}>
            {tags.map((tag, i) => (
              <li key={i}>{typeof tag === 'string' ? <span className={styles.tag}>{tag}</span> : tag}</li>
            ))}
          </ul>
        )}
        <Heading className={styles.title}>
          {link === 'card' ? (
            course.title
          ) : (
            <Link to={href} state={{ course }}>
              {course.title}
            </Link>
          )}
        </Heading>
        {details.length > 0 && (
          <dl className={styles.details}>
            {details.map((d) => (
              <div key={d.label} className={styles.pair}>
                <dt>{compact ? `${d.label}:` : d.label}</dt> <dd>{d.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {facts.length > 0 && (
          <ul className={styles.facts}>
            {facts.map((fact, i) => (
              <li key={i}>{fact}</li>
            ))}
          </ul>
        )}
        <div className={styles.footer}>
          <span className={styles.price}>{formatSoles(course.price)}</span>
          {isCourseFinished(course) ? <Badge tone="neutral">{COURSE_FINISHED}</Badge> : null}
          {link === 'card' ? null : (
            <Link className={styles.more} to={href} state={{ course }} aria-label={`Ver detalles de ${course.title}`}>
              Ver detalles
            </Link>
          )}
        </div>
      </div>
    </>
  );
  return link === 'card' ? (
    <Link to={href} state={{ course }} className={className}>
      {body}
    </Link>
  ) : (
    <article className={className}>{body}</article>
  );
}

/** The placeholder of a card while courses load: the same frame, picture and spacing. */
export function CourseCardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div className={compact ? `${styles.card} ${styles.compact}` : styles.card} aria-hidden="true" data-testid="course-skeleton">
      <div className={`${styles.media} ${styles.skeleton}`} />
      <div className={styles.body}>
        <div className={`${styles.line} ${styles.skeleton}`} style={{ width: '40%' }} />
        <div className={`${styles.line} ${styles.skeleton}`} style={{ width: '85%' }} />
        <div className={`${styles.line} ${styles.skeleton}`} style={{ width: '60%' }} />
      </div>
    </div>
  );
}

/** The level tag of a course (Básico when it has none). */
export function levelTag(course: PublicCourse): ReactNode {
  return <LevelTag key="level" level={course.level || DEFAULT_COURSE_LEVEL} />;
}

/** Level and area (when known) tags of a course card. */
export function levelAndAreaTags(course: PublicCourse): ReactNode[] {
  return course.area ? [levelTag(course), course.area] : [levelTag(course)];
}

/** "120 horas", or "Por confirmar" without hours. */
export function hoursText(course: PublicCourse): string {
  return course.hours ? `${course.hours} horas` : 'Por confirmar';
}

/** The start date as dd/mm/aaaa, or "Fecha por definir". */
export function startText(course: PublicCourse): string {
  return formatDate(course.startDate) || 'Fecha por definir';
}
