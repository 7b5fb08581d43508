import type { FastifyInstance } from 'fastify';
import { studentAnnouncementsRoute } from './announcements/list';
import { saveAttemptRoute } from './attempts/responses';
import { submitAttemptRoute } from './attempts/submit';
import { studentClassesRoute } from './classes/list';
import { studentCourseAttendanceRoute } from './courses/attendance';
import { studentCompletionRoute } from './courses/completion';
import { studentCourseEvaluationsRoute } from './courses/evaluations';
import { studentGradebookRoute } from './courses/gradebook';
import { studentCoursesRoute } from './courses/list';
import { studentCourseProgressRoute } from './courses/progress';
import { startAttemptRoute } from './evaluations/attempts/create';
import { listAttemptsRoute } from './evaluations/attempts/list';
import { studentEvaluationRoute } from './evaluations/get';
import { studentEvaluationsRoute } from './evaluations/list';
import { takeQuizRoute } from './evaluations/quiz';
import { submitTaskRoute } from './evaluations/submission';
import { studentGradesRoute } from './grades/get';
import { studentHomeRoute } from './home/get';
import { studentPerformanceRoute } from './performance/get';
import { studentProgressRoute } from './progress/list';
import { markResourceRoute } from './resources/completion';
import { recordViewRoute } from './resources/view';
import { markAttendanceRoute } from './sessions/attendance';
import { requestRectificationRoute } from './sessions/rectification';

/**
 * /api/student/*: the student's home, courses and classroom (/aula): classes, attendance, evaluations and
 * quiz attempts, grades, progress, completion and announcements. Any signed-in user; only one's own rows
 * (enrolment checked on every call: 403 «No estás inscrito en este curso.»). GET /my/courses lives in routes/my.
 */
export async function studentRoutes(app: FastifyInstance): Promise<void> {
  studentHomeRoute(app);
  studentCoursesRoute(app);
  studentClassesRoute(app);
  studentCourseAttendanceRoute(app);
  markAttendanceRoute(app);
  requestRectificationRoute(app);
  studentEvaluationsRoute(app);
  studentCourseEvaluationsRoute(app);
  studentEvaluationRoute(app);
  submitTaskRoute(app);
  takeQuizRoute(app);
  studentGradesRoute(app);
  studentPerformanceRoute(app);
  studentGradebookRoute(app);
  studentProgressRoute(app);
  studentCourseProgressRoute(app);
  recordViewRoute(app);
  studentAnnouncementsRoute(app);
  studentCompletionRoute(app);
  markResourceRoute(app);
  listAttemptsRoute(app);
  startAttemptRoute(app);
  saveAttemptRoute(app);
  submitAttemptRoute(app);
}
