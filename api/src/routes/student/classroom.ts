import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  announcementSchema,
  announcementsQuerySchema,
  courseIdParamsSchema,
  courseProgressSchema,
  errorBodySchema,
  evaluationIdParamsSchema,
  gradebookSchema,
  quizAnswersSchema,
  rectificationRequestSchema,
  resourceIdParamsSchema,
  sessionIdParamsSchema,
  studentAttendanceMarkSchema,
  studentAttendanceSessionSchema,
  studentClassSchema,
  studentCourseAttendanceSchema,
  studentCourseFilterQuerySchema,
  studentEvaluationSchema,
  studentGradesSchema,
  studentPerformanceSchema,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { studentClasses } from '../../domain/student/classes';
import { recordView, studentAnnouncements, studentCourseProgress, studentProgress } from './classroomMisc';
import { courseAttendance } from '../../domain/student/courseAttendance';
import { getStudentEvaluation, listStudentEvaluations } from '../../domain/student/evaluations';
import { registerStudentCompletionRoutes } from '../../modules/completion/routes';
import { studentGradebook } from '../../domain/student/gradebook';
import { studentGrades, studentPerformance } from '../../domain/student/grades';
import { markAttendance, requestRectification } from '../../domain/student/markAttendance';
import { submitTask } from '../../domain/student/submitTask';
import { takeQuiz } from '../../domain/student/takeQuiz';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * The student classroom (/aula): classes, attendance, evaluations, grades, progress and
 * announcements of the signed-in user's own courses (enrolment checked on every call; 403
 * «No estás inscrito en este curso.»). Only the caller's own rows are ever answered or changed.
 */
export async function studentClassroomRoutes(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const auth = app.authenticate;
  const common = { tags: ['student'], security: bearer };

  r.get(
    '/student/classes',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'The caller’s class sessions by start, with status (Lima time), canJoin and join link',
        response: { 200: z.array(studentClassSchema), ...errors },
      },
    },
    async (req) => studentClasses(req),
  );

  r.get(
    '/student/courses/:courseId/attendance',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Attendance of a course: sessions with the caller’s mark, current session, counters, enrolment status',
        params: courseIdParamsSchema,
        response: { 200: studentCourseAttendanceSchema, ...errors },
      },
    },
    async (req) => courseAttendance(req, req.params.courseId),
  );

  r.post(
    '/student/sessions/:sessionId/attendance',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Mark oneself PRESENTE in the open session (once)',
        description: 'No body: a student only marks themself. 409 when the window is not open or the mark exists.',
        params: sessionIdParamsSchema,
        body: studentAttendanceMarkSchema,
        response: { 200: studentAttendanceSessionSchema, ...errors },
      },
    },
    async (req) => markAttendance(req, req.params.sessionId),
  );

  r.post(
    '/student/sessions/:sessionId/rectification',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Ask the teacher to rectify one’s attendance of a session (reason)',
        params: sessionIdParamsSchema,
        body: rectificationRequestSchema,
        response: { 201: studentAttendanceSessionSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await requestRectification(req, req.params.sessionId, req.body.reason)),
  );

  r.get(
    '/student/evaluations',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Evaluations of the caller’s courses with state and own submission',
        querystring: studentCourseFilterQuerySchema,
        response: { 200: z.array(studentEvaluationSchema), ...errors },
      },
    },
    async (req) => listStudentEvaluations(req, req.query.courseId),
  );

  r.get(
    '/student/courses/:courseId/evaluations',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Evaluations of one of the caller’s courses',
        params: courseIdParamsSchema,
        response: { 200: z.array(studentEvaluationSchema), ...errors },
      },
    },
    async (req) => listStudentEvaluations(req, req.params.courseId),
  );

  r.get(
    '/student/evaluations/:evaluationId',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'One evaluation (no right answers)',
        params: evaluationIdParamsSchema,
        response: { 200: studentEvaluationSchema, ...errors },
      },
    },
    async (req) => getStudentEvaluation(req, req.params.evaluationId),
  );

  r.post(
    '/student/evaluations/:evaluationId/submission',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Submit a Tarea or Examen: JSON {text} or multipart (file + text), once, before the due date',
        description:
          'Files follow the materials rules: pdf, ppt, pptx, doc, docx, xls, xlsx, csv, txt, zip, checked by content; 413 over the size limit.',
        consumes: ['application/json', 'multipart/form-data'],
        params: evaluationIdParamsSchema,
        response: { 201: studentEvaluationSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (req, reply) => reply.status(201).send(await submitTask(req, req.params.evaluationId)),
  );

  r.post(
    '/student/evaluations/:evaluationId/quiz',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Answer a quiz once, before the due date; graded at once',
        params: evaluationIdParamsSchema,
        body: quizAnswersSchema,
        response: { 201: studentEvaluationSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await takeQuiz(req, req.params.evaluationId, req.body.answers)),
  );

  r.get(
    '/student/grades',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'The caller’s grades, average (two decimals) and passing mark',
        querystring: studentCourseFilterQuerySchema,
        response: { 200: studentGradesSchema, ...errors },
      },
    },
    async (req) => studentGrades(req, req.query.courseId),
  );

  r.get(
    '/student/performance',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Grade per evaluation over time (dashboard chart)',
        response: { 200: studentPerformanceSchema, ...errors },
      },
    },
    async (req) => studentPerformance(req),
  );

  r.get(
    '/student/courses/:courseId/gradebook',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'The caller’s gradebook row in a course: grades by category and the final grade',
        params: courseIdParamsSchema,
        response: { 200: gradebookSchema, ...errors },
      },
    },
    async (req) => studentGradebook(req, req.params.courseId),
  );

  r.get(
    '/student/progress',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Progress of each of the caller’s courses',
        response: { 200: z.array(courseProgressSchema), ...errors },
      },
    },
    async (req) => studentProgress(req),
  );

  r.get(
    '/student/courses/:courseId/progress',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Progress of one course',
        params: courseIdParamsSchema,
        response: { 200: courseProgressSchema, ...errors },
      },
    },
    async (req) => studentCourseProgress(req, req.params.courseId),
  );

  r.post(
    '/student/resources/:resourceId/view',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Record that the caller opened a resource (progress)',
        params: resourceIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await recordView(req, req.params.resourceId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/student/announcements',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Announcements of the caller’s courses, newest first',
        querystring: announcementsQuerySchema,
        response: { 200: z.array(announcementSchema), ...errors },
      },
    },
    async (req) => studentAnnouncements(req, req.query.courseId, req.query.limit),
  );

  await registerStudentCompletionRoutes(app);
}
