/** Lower-case, accent-stripped, hyphenated form of a text. */
export function slugify(text: string): string {
  return String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface CourseLinkInput {
  id?: number | string | null;
  slug?: string | null;
  title?: string | null;
  name?: string | null;
}

/** /curso/{id}-{slug}; the slug is the course's own, else the slugified title; /curso without id. */
export function courseLink(course: CourseLinkInput | null | undefined): string {
  if (!course || course.id === undefined || course.id === null || course.id === '') return '/curso';
  const slug = (course.slug && course.slug.trim()) || slugify(course.title ?? course.name ?? '');
  return slug ? `/curso/${course.id}-${slug}` : `/curso/${course.id}`;
}

/** Reads the numeric id from the route parameter of /curso/{id}-{slug}, /curso/{id} or /cursos/{id}. */
export function courseIdFromParam(param: string | undefined | null): number | null {
  const m = /^(\d+)(?:-|$)/.exec(String(param ?? ''));
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
