import { VisuallyHidden } from '@inpro/ui';
import { countOf, visibleTeacher } from '@inpro/shared-contracts';
import { levelTag, type CourseCardProps, type CourseDetail } from '../../../content/components/CourseCard';
import type { Course } from '../../course';

/**
 * What the catalogue and the search show of a course on its `CourseCard`: a dense card that is one
 * link (a large target in a long list), the title as a second-level heading, the level, the area
 * and teacher when known, and hours, students and rating.
 */
export function catalogueCard(course: Course): CourseCardProps {
  const teacher = visibleTeacher(course);
  const details: CourseDetail[] = [];
  if (course.area) details.push({ label: 'Área', value: course.area });
  if (teacher) details.push({ label: 'Docente', value: teacher });
  return {
    course,
    link: 'card',
    headingLevel: 'h2',
    compact: true,
    tags: [levelTag(course)],
    details,
    facts: [
      `${course.hours} horas`,
      countOf(course.students, 'estudiante'),
      <>
        <span aria-hidden="true">★ </span>
        {course.rating.toFixed(1)}
        <VisuallyHidden> de 5 de valoración</VisuallyHidden>
      </>,
    ],
  };
}
