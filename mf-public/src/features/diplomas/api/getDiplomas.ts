import type { HttpClient } from '@inpro/shared-contracts';
import { getCoursesByType } from '../../../content/api/getCoursesByType';
import type { PublicCourse } from '../../../content/types';
import { isDiploma } from '../logic/diplomaFilters';

/** The published courses of type Diplomado (GET /courses/filter?type=Diplomado). */
export async function getDiplomas(http: HttpClient, signal?: AbortSignal): Promise<PublicCourse[]> {
  const courses = await getCoursesByType(http, 'Diplomado', signal);
  return courses.filter(isDiploma);
}
