import { limaDate } from './classroom';

/** The badge of a course whose end date has passed (catalogue, course page). */
export const COURSE_FINISHED = 'Finalizado';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The sale rule, one for the server and the screens: a course whose end date (Lima calendar) has
 * passed is shown as 'Finalizado' and cannot be bought; a course without an end date stays on sale.
 *
 * Without `today`, the date in Lima is read only when the end date is within a day of the UTC date:
 * every time zone's date is within a day of UTC's, so an end date further away decides alone. Reading
 * the time zone (Intl's data, loaded on first use) is a long task on a phone, in the first course
 * card that the public pages hydrate.
 */
export function isCourseFinished(course: { endDate?: string | null }, today?: string): boolean {
  if (!course.endDate) return false;
  const end = course.endDate.slice(0, 10);
  if (today === undefined) {
    const now = Date.now();
    if (end < utcDate(now - DAY_MS)) return true;
    if (end > utcDate(now + DAY_MS)) return false;
    return end < limaDate(now);
  }
  return end < today;
}
