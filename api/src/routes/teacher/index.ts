import type { FastifyInstance } from 'fastify';
import { createAnnouncementRoute } from './announcements/create';
import { deleteAnnouncementRoute } from './announcements/delete';
import { listAnnouncementsRoute } from './announcements/list';
import { gradeAttemptRoute } from './attempts/grade';
import { createCategoryRoute } from './courses/gradebook/categories/create';
import { deleteCategoryRoute } from './courses/gradebook/categories/delete';
import { updateCategoryRoute } from './courses/gradebook/categories/update';
import { setEvaluationCategoryRoute } from './courses/gradebook/evaluations';
import { exportGradebookRoute } from './courses/gradebook/export';
import { getGradebookRoute } from './courses/gradebook/get';
import { createItemRoute } from './courses/gradebook/items/create';
import { deleteItemRoute } from './courses/gradebook/items/delete';
import { setItemScoreRoute } from './courses/gradebook/items/scores';
import { updateItemRoute } from './courses/gradebook/items/update';
import { overrideFinalGradeRoute } from './courses/gradebook/overrides';
import { teacherCoursesRoute } from './courses/list';
import { createQuestionRoute } from './courses/question-bank/create';
import { listQuestionsRoute } from './courses/question-bank/list';
import { teacherDashboardRoute } from './dashboard/get';
import { listAttemptsRoute } from './evaluations/attempts';
import { createEvaluationRoute } from './evaluations/create';
import { deleteEvaluationRoute } from './evaluations/delete';
import { deleteExtensionRoute } from './evaluations/extensions/delete';
import { setExtensionRoute } from './evaluations/extensions/update';
import { getEvaluationRoute } from './evaluations/get';
import { listEvaluationsRoute } from './evaluations/list';
import { updateEvaluationRoute } from './evaluations/update';
import { deleteQuestionRoute } from './question-bank/delete';
import { listRectificationsRoute } from './rectifications/list';
import { resolveRectificationRoute } from './rectifications/resolve';
import { completionModeRoute } from './resources/completion';
import { closeAttendanceRoute } from './sessions/attendance/close';
import { markStudentRoute } from './sessions/attendance/mark';
import { openAttendanceRoute } from './sessions/attendance/open';
import { cancelSessionRoute } from './sessions/cancel';
import { createSessionRoute } from './sessions/create';
import { listSessionsRoute } from './sessions/list';
import { sessionRollRoute } from './sessions/roll';
import { updateSessionRoute } from './sessions/update';
import { getSubmissionRoute } from './submissions/get';
import { gradeSubmissionRoute } from './submissions/grade';
import { listSubmissionsRoute } from './submissions/list';
import { reviewSubmissionRoute } from './submissions/review';

/**
 * /api/teacher/* (/prof): classes and attendance, rectifications, evaluations, quiz attempts and extensions,
 * submissions, the question bank, announcements, the gradebook, how resources are completed, the dashboard
 * and the course list. Roles DOCENTE and ADMIN (SUPER_ADMIN passes as ADMIN); a DOCENTE only for the courses
 * they teach (403 «Solo puedes gestionar los cursos que dictas.»).
 */
export async function teacherRoutes(app: FastifyInstance): Promise<void> {
  teacherDashboardRoute(app);
  teacherCoursesRoute(app);
  listSessionsRoute(app);
  createSessionRoute(app);
  updateSessionRoute(app);
  cancelSessionRoute(app);
  openAttendanceRoute(app);
  closeAttendanceRoute(app);
  markStudentRoute(app);
  sessionRollRoute(app);
  listRectificationsRoute(app);
  resolveRectificationRoute(app);
  listEvaluationsRoute(app);
  createEvaluationRoute(app);
  getEvaluationRoute(app);
  updateEvaluationRoute(app);
  deleteEvaluationRoute(app);
  listAttemptsRoute(app);
  setExtensionRoute(app);
  deleteExtensionRoute(app);
  gradeAttemptRoute(app);
  listSubmissionsRoute(app);
  getSubmissionRoute(app);
  gradeSubmissionRoute(app);
  reviewSubmissionRoute(app);
  listQuestionsRoute(app);
  createQuestionRoute(app);
  deleteQuestionRoute(app);
  listAnnouncementsRoute(app);
  createAnnouncementRoute(app);
  deleteAnnouncementRoute(app);
  getGradebookRoute(app);
  exportGradebookRoute(app);
  createCategoryRoute(app);
  updateCategoryRoute(app);
  deleteCategoryRoute(app);
  createItemRoute(app);
  updateItemRoute(app);
  deleteItemRoute(app);
  setItemScoreRoute(app);
  setEvaluationCategoryRoute(app);
  overrideFinalGradeRoute(app);
  completionModeRoute(app);
}
