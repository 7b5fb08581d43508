import type { Course, ScheduleSession } from '@inpro/shared-contracts';

export { normalizeCourse } from '@inpro/shared-contracts';
export type { Course, ScheduleSession };

/** A course id worth linking to or fetching (the normaliser gives 0 when there is none). */
export function hasCourseId(course: Pick<Course, 'id'> | null | undefined): course is Course {
  return Boolean(course && Number.isSafeInteger(course.id) && course.id > 0);
}

/** The schedule in its order (orderIdx). */
export function orderedSchedule(course: Pick<Course, 'schedule'>): ScheduleSession[] {
  return [...course.schedule].sort((a, b) => a.orderIdx - b.orderIdx);
}
