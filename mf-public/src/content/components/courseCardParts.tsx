import type { ReactNode } from 'react';
import { LevelTag } from '@inpro/ui';
import { DEFAULT_COURSE_LEVEL, formatDate } from '@inpro/shared-contracts';
import type { PublicCourse } from '../types';
import content from './Content.module.css';

/** The level tag of a course (Básico when it has none). */
export function levelTag(course: PublicCourse): ReactNode {
  return <LevelTag key="level" level={course.level || DEFAULT_COURSE_LEVEL} />;
}

/** Level and area (when known) tags of a course card. */
export function levelAndAreaTags(course: PublicCourse): ReactNode[] {
  return [
    levelTag(course),
    course.area ? (
      <span key="area" className={content.tag}>
        {course.area}
      </span>
    ) : null,
  ].filter(Boolean);
}

/** "120 horas", or "Por confirmar" without hours. */
export function hoursText(course: PublicCourse): string {
  return course.hours ? `${course.hours} horas` : 'Por confirmar';
}

/** The start date as dd/mm/aaaa, or "Fecha por definir". */
export function startText(course: PublicCourse): string {
  return formatDate(course.startDate) || 'Fecha por definir';
}
