import { foldText, type MyCourse } from '@inpro/shared-contracts';

/** Client search of /aula/miscursos: by title, area or level, ignoring case and accents. */
export function filterCourses(courses: readonly MyCourse[], query: string): MyCourse[] {
  const q = foldText(query);
  if (!q) return [...courses];
  return courses.filter((c) => [c.title, c.area, c.level].some((field) => foldText(field).includes(q)));
}
