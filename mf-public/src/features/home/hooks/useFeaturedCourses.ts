import { FEATURED_COURSES_COUNT, type HttpClient } from '@inpro/shared-contracts';
import { getPublishedCourses } from '../../../content/api/getPublishedCourses';
import { takeInlineFeaturedCourses } from '../../../content/api/inlineFeaturedCourses';
import { useCourses } from '../../../content/hooks/useCourses';
import type { PublicCourse } from '../../../content/types';

/** Seed 000 section 9: the home page shows the first 3 courses of the list. */
export function featuredCourses(courses: readonly PublicCourse[]): PublicCourse[] {
  return courses.slice(0, FEATURED_COURSES_COUNT);
}

/** The featured courses alone are kept (and, on a prerendered page, sent with the page). */
async function loadFeaturedCourses(http: HttpClient, signal: AbortSignal): Promise<PublicCourse[]> {
  return featuredCourses(await getPublishedCourses(http, signal));
}

/** The home page's featured courses; the server inlines them in the page, so its first paint asks the API nothing. */
export function useFeaturedCourses() {
  return useCourses('featured', loadFeaturedCourses, 'No se pudieron cargar los cursos destacados.', takeInlineFeaturedCourses);
}
