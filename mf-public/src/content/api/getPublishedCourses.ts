import type { HttpClient } from '@inpro/shared-contracts';
import type { PublicCourse } from '../types';

function isCourse(value: unknown): value is PublicCourse {
  const c = value as Partial<PublicCourse> | null;
  return !!c && typeof c === 'object' && (typeof c.id === 'number' || typeof c.id === 'string') && typeof c.title === 'string';
}

/** The courses of a /data/cursos.json answer (a list, or a page's `content`); anything else is left out. */
export function toPublicCourses(data: unknown): PublicCourse[] {
  const list = Array.isArray(data)
    ? data
    : Array.isArray((data as { content?: unknown })?.content)
      ? (data as { content: unknown[] }).content
      : [];
  return list.filter(isCourse).map((c) => ({ ...c, id: Number(c.id) }));
}

/** GET /data/cursos.json: every published course, in the server's order. */
export async function getPublishedCourses(http: HttpClient, signal?: AbortSignal): Promise<PublicCourse[]> {
  const res = await http.get<unknown>('/data/cursos.json', { signal });
  return toPublicCourses(res.data);
}
