/**
 * Query keys of the student classroom, in one place so a mutation of one screen can invalidate
 * what it changes on another (e.g. marking attendance changes the dashboard's progress).
 */
export const aulaKeys = {
  all: ['aula'] as const,
  myCourses: () => ['aula', 'my-courses'] as const,
  home: () => ['aula', 'home'] as const,
  homeCourses: () => ['aula', 'home-courses'] as const,
  units: (courseId: number) => ['aula', 'units', courseId] as const,
  /** One course as the catalogue and its staff see it (the title of a teacher's "Vista alumno"). */
  course: (courseId: number) => ['aula', 'course', courseId] as const,
  resources: (unitId: number) => ['aula', 'resources', unitId] as const,
  /** Whether a file is kept on the device, in an account's cache (materials/keptFiles.ts). */
  kept: (cacheName: string, key: string) => ['aula', 'kept', cacheName, key] as const,
  classes: () => ['aula', 'classes'] as const,
  attendance: (courseId: number) => ['aula', 'attendance', courseId] as const,
  grades: () => ['aula', 'grades'] as const,
  gradebook: (courseId: number) => ['aula', 'gradebook', courseId] as const,
  completion: (courseId: number) => ['aula', 'completion', courseId] as const,
  performance: () => ['aula', 'performance'] as const,
  announcements: () => ['aula', 'announcements'] as const,
  accountStatement: () => ['aula', 'account-statement'] as const,
  certificates: () => ['aula', 'certificates'] as const,
  calendarLink: () => ['aula', 'calendar-link'] as const,
  /** Evaluations of one course, or (null) of every course. */
  evaluations: (courseId: number | null = null) =>
    courseId === null ? (['aula', 'evaluations'] as const) : (['aula', 'evaluations', 'course', courseId] as const),
  /** One evaluation (not under 'evaluations': refreshing the lists keeps the answer just received). */
  evaluation: (evaluationId: number) => ['aula', 'evaluation', evaluationId] as const,
  attempts: (evaluationId: number) => ['aula', 'evaluation', evaluationId, 'attempts'] as const,
  /** Progress of one course, or (null) of every course. */
  progress: (courseId: number | null = null) =>
    courseId === null ? (['aula', 'progress'] as const) : (['aula', 'progress', courseId] as const),
};
