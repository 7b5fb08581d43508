/**
 * Query keys of the teacher area, in one place so a mutation of one screen invalidates what it
 * changes on another (a new session shows on the dashboard calendar and in Clases).
 */
export const teacherKeys = {
  all: ['teacher'] as const,
  courses: (q = '') => ['teacher', 'courses', q] as const,
  coursesAll: () => ['teacher', 'courses'] as const,
  course: (courseId: number) => ['teacher', 'course', courseId] as const,
  units: (courseId: number) => ['teacher', 'units', courseId] as const,
  resources: (unitId: number) => ['teacher', 'resources', unitId] as const,
  uploadLimits: () => ['teacher', 'upload-limits'] as const,
  dashboard: () => ['teacher', 'dashboard'] as const,
  announcements: () => ['teacher', 'announcements'] as const,
  sessionsAll: () => ['teacher', 'sessions'] as const,
  /** Sessions of one month (YYYY-MM), or (null) every session. */
  sessions: (month: string | null = null) => ['teacher', 'sessions', month ?? 'all'] as const,
  roll: (sessionId: number) => ['teacher', 'roll', sessionId] as const,
  rectifications: () => ['teacher', 'rectifications'] as const,
  evaluationsAll: () => ['teacher', 'evaluations'] as const,
  questionBank: (courseId: number) => ['teacher', 'question-bank', courseId] as const,
  /** Evaluations of one course, or (null) of every course. */
  evaluations: (courseId: number | null = null) => ['teacher', 'evaluations', courseId ?? 'all'] as const,
  submissionsAll: () => ['teacher', 'submissions'] as const,
  submissions: (status: string, evaluationId: number | null = null) =>
    ['teacher', 'submissions', 'list', status, evaluationId ?? 'all'] as const,
  submission: (submissionId: number) => ['teacher', 'submissions', 'one', submissionId] as const,
  gradebook: (courseId: number) => ['teacher', 'gradebook', courseId] as const,
};
