import { limaDate } from './classroom';

/** The badge of a course whose end date has passed (catalogue, course page). */
export const COURSE_FINISHED = 'Finalizado';

/**
 * The sale rule, one for the server and the screens: a course whose end date (Lima calendar) has
 * passed is shown as 'Finalizado' and cannot be bought; a course without an end date stays on sale.
 */
export function isCourseFinished(course: { endDate?: string | null }, today: string = limaDate()): boolean {
  return !!course.endDate && course.endDate.slice(0, 10) < today;
}
