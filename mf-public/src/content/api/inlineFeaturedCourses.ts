import { INLINE_FEATURED_COURSES_ID } from '@inpro/shared-contracts';
import type { PublicCourse } from '../types';
import { toPublicCourses } from './getPublishedCourses';

/**
 * The home page's featured courses the server inlined in the page it sent (the first ones of
 * GET /data/cursos.json), so that the first paint needs no API call. Taken once (the element
 * leaves the page): they describe the moment the page loaded, so a later visit asks the API.
 */
export function takeInlineFeaturedCourses(doc: Document | undefined = globalThis.document): PublicCourse[] | undefined {
  // The server renderer has no page to read: it asks the API.
  const el = doc?.getElementById(INLINE_FEATURED_COURSES_ID);
  if (!el) return undefined;
  el.remove();
  try {
    const courses = toPublicCourses(JSON.parse(el.textContent || 'null'));
    return courses.length > 0 ? courses : undefined;
  } catch {
    return undefined;
  }
}
