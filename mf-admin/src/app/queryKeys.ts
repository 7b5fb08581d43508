/** Query keys of the administrator area, in one place so a mutation invalidates what it changes elsewhere. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (params?: object) => (params ? (['admin', 'users', params] as const) : (['admin', 'users'] as const)),
  courses: () => ['admin', 'courses'] as const,
  courseParticipants: (courseId: number) => ['admin', 'course-participants', courseId] as const,
  userSearch: (q: string) => ['admin', 'user-search', q] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
};
