import type { CourseType, HttpClient } from '@inpro/shared-contracts';
import type { PublicCourse } from '../types';

/** Largest page the API serves for /courses/filter. */
const TYPE_PAGE_SIZE = 100;
/** Safety cap: at most this many pages are read for one type. */
const MAX_PAGES = 10;

interface Page {
  content?: unknown;
  totalPages?: number;
}

function coursesOf(page: Page): PublicCourse[] {
  const list = Array.isArray(page?.content) ? page.content : [];
  return list.filter((c): c is PublicCourse => !!c && typeof c === 'object' && typeof (c as PublicCourse).title === 'string');
}

/**
 * GET /courses/filter?type={type}: every published course of one type (Diplomado, Especialidad, Programa…),
 * most popular first, read page by page (100 a page) — the filtering happens on the server.
 */
export async function getCoursesByType(http: HttpClient, type: CourseType, signal?: AbortSignal): Promise<PublicCourse[]> {
  const all: PublicCourse[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const res = await http.get<Page>('/courses/filter', {
      params: { type, sort: 'popular', page, size: TYPE_PAGE_SIZE },
      signal,
    });
    all.push(...coursesOf(res.data));
    const totalPages = Number(res.data?.totalPages ?? 1);
    if (!(page + 1 < totalPages)) break;
  }
  return all;
}
