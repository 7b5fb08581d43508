/** Query keys of the public site, in one place (the course detail and the checkout share a course's). */
export const publicKeys = {
  all: ['public'] as const,
  areas: () => ['public', 'areas'] as const,
  /** The catalogue's filters (the catalog feature's CatalogQuery), named here without importing the feature. */
  catalog: (query: Readonly<Record<'q' | 'area' | 'level' | 'sort', string>>) => ['public', 'catalog', query] as const,
  /** A list of courses for one of the institute pages (home, diplomas, specialisations). */
  courseList: (name: string) => ['public', 'course-list', name] as const,
  search: (q: string) => ['public', 'search', q] as const,
  course: (id: number) => ['public', 'course', id] as const,
};
