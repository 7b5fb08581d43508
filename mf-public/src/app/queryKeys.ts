/** Query keys of the public site, in one place (the course detail and the checkout share a course's). */
export const publicKeys = {
  all: ['public'] as const,
  areas: () => ['public', 'areas'] as const,
  /** The catalogue's filters (the catalog feature's CatalogQuery), named here without importing the feature. */
  catalog: (query: Readonly<Record<'q' | 'area' | 'level' | 'sort', string>>) => ['public', 'catalog', query] as const,
  /** A list of courses for one of the institute pages (home, diplomas, specialisations). */
  courseList: (name: string) => ['public', 'course-list', name] as const,
  search: (q: string) => ['public', 'search', q] as const,
  /** A page of /diplomados for its filters (the diplomas feature's DiplomaSearch). */
  diplomas: (search: object) => ['public', 'diplomas', search] as const,
  diplomaCount: () => ['public', 'diplomas', 'count'] as const,
  course: (id: number) => ['public', 'course', id] as const,
  /** The signed-in visitor's own courses (the checkout says when the course is already theirs). */
  myCourses: () => ['public', 'my-courses'] as const,
  /** The signed-in buyer's orders and payments (/gracias after a reload). */
  accountStatement: () => ['public', 'account-statement'] as const,
  legalPage: (slug: string) => ['public', 'legal-page', slug] as const,
};
