import type { Course, ScheduleSession } from '@inpro/shared-contracts';

export { normalizeCourse } from '@inpro/shared-contracts';
export type { Course, ScheduleSession };

/** Inline placeholder image (no extra request) for a course without one. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 225"><rect width="400" height="225" fill="#0b3d91"/><text x="200" y="125" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">INPRO</text></svg>',
  );

/** The course image, or the placeholder. */
export function courseImage(course: Pick<Course, 'image'>): string {
  return (course.image && course.image.trim()) || PLACEHOLDER_IMAGE;
}

/** A course id worth linking to or fetching (the normaliser gives 0 when there is none). */
export function hasCourseId(course: Pick<Course, 'id'> | null | undefined): course is Course {
  return Boolean(course && Number.isSafeInteger(course.id) && course.id > 0);
}

/** The schedule in its order (orderIdx). */
export function orderedSchedule(course: Pick<Course, 'schedule'>): ScheduleSession[] {
  return [...course.schedule].sort((a, b) => a.orderIdx - b.orderIdx);
}
