// Test-only: what the API answers about a student's evaluation, with the fields a test changes.
import type { StudentEvaluation, StudentSubmission } from '@inpro/shared-contracts';

/** A task of the course 3 (id 12), open for submission. */
export const evaluation = (fields: Partial<StudentEvaluation> = {}): StudentEvaluation => ({
  id: 12,
  courseId: 3,
  courseTitle: 'Derecho Penal',
  courseCode: 'RD-3',
  type: 'Tarea',
  title: 'Informe de jurisprudencia',
  instructions: 'Analiza la casación 123-2024.',
  dueAt: '2026-12-20T04:59:00.000Z',
  ownDueAt: '2026-12-20T04:59:00.000Z',
  weight: null,
  resourceId: null,
  opensAt: null,
  timeLimitMinutes: null,
  maxAttempts: 1,
  attemptRule: 'HIGHEST',
  shuffle: false,
  bankCount: null,
  attemptsUsed: 0,
  openAttemptId: null,
  questions: [],
  state: 'POR_ENTREGAR',
  canSubmit: true,
  submission: null,
  ...fields,
});

export const submission = (fields: Partial<StudentSubmission> = {}): StudentSubmission => ({
  id: 5,
  status: 'PENDIENTE',
  submittedAt: '2026-12-10T15:00:00.000Z',
  text: 'Mi informe',
  file: null,
  answers: null,
  quizResult: null,
  score: null,
  feedback: null,
  gradedAt: null,
  ...fields,
});
