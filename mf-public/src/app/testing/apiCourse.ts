import { normalizeCourse, type Course } from '@inpro/shared-contracts';

/**
 * A course as the API answers it (the contract's one shape), from the fields a test cares about:
 * the rest get the seed's defaults, as the server would give them.
 */
export function apiCourse(fields: Omit<Partial<Course>, 'schedule'> & { id: number; title: string; schedule?: unknown[] }): Course {
  return normalizeCourse(fields);
}
