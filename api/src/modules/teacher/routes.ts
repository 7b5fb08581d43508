import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  announcementCreateSchema,
  announcementIdParamsSchema,
  announcementSchema,
  announcementsQuerySchema,
  attendanceMarkSchema,
  attendanceOpenSchema,
  classSessionCreateSchema,
  classSessionUpdateSchema,
  errorBodySchema,
  evaluationCreateSchema,
  evaluationIdParamsSchema,
  evaluationUpdateSchema,
  gradeSubmissionSchema,
  rectificationIdParamsSchema,
  rectificationResolveSchema,
  rectificationSchema,
  rollEntrySchema,
  sessionIdParamsSchema,
  sessionRollSchema,
  sessionStudentParamsSchema,
  submissionDetailSchema,
  submissionIdParamsSchema,
  submissionPageSchema,
  teacherClassSessionSchema,
  teacherDashboardSchema,
  teacherEvaluationSchema,
  teacherEvaluationsQuerySchema,
  teacherRectificationsQuerySchema,
  teacherSessionsQuerySchema,
  teacherSubmissionsQuerySchema,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { createAnnouncement, deleteAnnouncement, listTeacherAnnouncements } from './announcements';
import { cancelSession } from './cancelSession';
import { closeAttendance } from './closeAttendance';
import { createEvaluation } from './createEvaluation';
import { createSession } from './createSession';
import { teacherDashboard } from './dashboard';
import { deleteEvaluation } from './deleteEvaluation';
import { getTeacherEvaluation, listTeacherEvaluations } from './listEvaluations';
import { listRectifications } from './listRectifications';
import { listTeacherSessions } from './listSessions';
import { markStudent } from './markStudent';
import { openAttendance } from './openAttendance';
import { resolveRectification } from './resolveRectification';
import { sessionRoll } from './sessionRoll';
import { getSubmission, gradeSubmission, listSubmissions, reviewSubmission } from './submissions';
import { updateEvaluation } from './updateEvaluation';
import { updateSession } from './updateSession';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * The teacher area (/prof): classes, attendance, rectifications, evaluations, submissions,
 * announcements and the dashboard. Roles DOCENTE and ADMIN (SUPER_ADMIN passes as ADMIN); a
 * DOCENTE only for the courses they teach (403 «Solo puedes gestionar los cursos que dictas.»).
 */
export default async function teacherModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const pre = app.requireRoles('DOCENTE', 'ADMIN');
  const common = { tags: ['teacher'], security: bearer };

  r.get(
    '/teacher/dashboard',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Pending reviews, open rectifications and course progress',
        response: { 200: teacherDashboardSchema, ...errors },
      },
    },
    async (req) => teacherDashboard(req),
  );

  // ---------- class sessions and attendance ----------

  r.get(
    '/teacher/sessions',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'The teacher’s class sessions (past, live, upcoming), by month or date range',
        querystring: teacherSessionsQuerySchema,
        response: { 200: z.array(teacherClassSessionSchema), ...errors },
      },
    },
    async (req) => listTeacherSessions(req, req.query),
  );

  r.post(
    '/teacher/sessions',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Schedule a class (students are notified)',
        body: classSessionCreateSchema,
        response: { 201: teacherClassSessionSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createSession(req, req.body)),
  );

  r.put(
    '/teacher/sessions/:sessionId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Edit a class (students are notified)',
        params: sessionIdParamsSchema,
        body: classSessionUpdateSchema,
        response: { 200: teacherClassSessionSchema, ...errors },
      },
    },
    async (req) => updateSession(req, req.params.sessionId, req.body),
  );

  r.post(
    '/teacher/sessions/:sessionId/cancel',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Cancel a class (students are notified)',
        params: sessionIdParamsSchema,
        response: { 200: teacherClassSessionSchema, ...errors },
      },
    },
    async (req) => cancelSession(req, req.params.sessionId),
  );

  r.post(
    '/teacher/sessions/:sessionId/attendance/open',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Open the attendance window for {minutes} (default 15)',
        params: sessionIdParamsSchema,
        body: attendanceOpenSchema,
        response: { 200: teacherClassSessionSchema, ...errors },
      },
    },
    async (req) => openAttendance(req, req.params.sessionId, req.body.minutes),
  );

  r.post(
    '/teacher/sessions/:sessionId/attendance/close',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Close the attendance window: students still PENDIENTE become AUSENTE',
        params: sessionIdParamsSchema,
        response: { 200: teacherClassSessionSchema, ...errors },
      },
    },
    async (req) => closeAttendance(req, req.params.sessionId),
  );

  r.get(
    '/teacher/sessions/:sessionId/roll',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Every enrolled student with their mark',
        params: sessionIdParamsSchema,
        response: { 200: sessionRollSchema, ...errors },
      },
    },
    async (req) => sessionRoll(req, req.params.sessionId),
  );

  r.put(
    '/teacher/sessions/:sessionId/attendance/:userId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Mark an enrolled student by hand',
        params: sessionStudentParamsSchema,
        body: attendanceMarkSchema,
        response: { 200: rollEntrySchema, ...errors },
      },
    },
    async (req) => markStudent(req, req.params.sessionId, req.params.userId, req.body.status),
  );

  r.get(
    '/teacher/rectifications',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Rectification requests of the teacher’s courses, newest first',
        querystring: teacherRectificationsQuerySchema,
        response: { 200: z.array(rectificationSchema), ...errors },
      },
    },
    async (req) => listRectifications(req, req.query),
  );

  r.post(
    '/teacher/rectifications/:rectificationId/resolve',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Accept (→ PRESENTE) or reject (with a reason) a rectification request',
        params: rectificationIdParamsSchema,
        body: rectificationResolveSchema,
        response: { 200: rectificationSchema, ...errors },
      },
    },
    async (req) => resolveRectification(req, req.params.rectificationId, req.body),
  );

  // ---------- evaluations and submissions ----------

  r.get(
    '/teacher/evaluations',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'The teacher’s evaluations with submission counters',
        querystring: teacherEvaluationsQuerySchema,
        response: { 200: z.array(teacherEvaluationSchema), ...errors },
      },
    },
    async (req) => listTeacherEvaluations(req, req.query.courseId),
  );

  r.post(
    '/teacher/evaluations',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Create an Examen, Tarea or Quiz (students are notified)',
        body: evaluationCreateSchema,
        response: { 201: teacherEvaluationSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createEvaluation(req, req.body)),
  );

  r.get(
    '/teacher/evaluations/:evaluationId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'One evaluation',
        params: evaluationIdParamsSchema,
        response: { 200: teacherEvaluationSchema, ...errors },
      },
    },
    async (req) => getTeacherEvaluation(req, req.params.evaluationId),
  );

  r.put(
    '/teacher/evaluations/:evaluationId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Edit an evaluation',
        params: evaluationIdParamsSchema,
        body: evaluationUpdateSchema,
        response: { 200: teacherEvaluationSchema, ...errors },
      },
    },
    async (req) => updateEvaluation(req, req.params.evaluationId, req.body),
  );

  r.delete(
    '/teacher/evaluations/:evaluationId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Delete an evaluation nobody submitted yet',
        params: evaluationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteEvaluation(req, req.params.evaluationId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/teacher/submissions',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Submissions (Pendiente, En revisión, Calificado) of the teacher’s courses, paged',
        querystring: teacherSubmissionsQuerySchema,
        response: { 200: submissionPageSchema, ...errors },
      },
    },
    async (req) => listSubmissions(req, req.query),
  );

  r.get(
    '/teacher/submissions/:submissionId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'One submission: answer text, file link, quiz answers',
        params: submissionIdParamsSchema,
        response: { 200: submissionDetailSchema, ...errors },
      },
    },
    async (req) => getSubmission(req, req.params.submissionId),
  );

  r.post(
    '/teacher/submissions/:submissionId/review',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Start reviewing a submission (Pendiente → En revisión)',
        params: submissionIdParamsSchema,
        response: { 200: submissionDetailSchema, ...errors },
      },
    },
    async (req) => reviewSubmission(req, req.params.submissionId),
  );

  r.post(
    '/teacher/submissions/:submissionId/grade',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Grade a submission 0–20 with feedback (the student is notified)',
        params: submissionIdParamsSchema,
        body: gradeSubmissionSchema,
        response: { 200: submissionDetailSchema, ...errors },
      },
    },
    async (req) => gradeSubmission(req, req.params.submissionId, req.body),
  );

  // ---------- announcements ----------

  r.get(
    '/teacher/announcements',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Announcements of the teacher’s courses, newest first',
        querystring: announcementsQuerySchema,
        response: { 200: z.array(announcementSchema), ...errors },
      },
    },
    async (req) => listTeacherAnnouncements(req, req.query.courseId, req.query.limit),
  );

  r.post(
    '/teacher/announcements',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Post an announcement to a course (students are notified)',
        body: announcementCreateSchema,
        response: { 201: announcementSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createAnnouncement(req, req.body)),
  );

  r.delete(
    '/teacher/announcements/:announcementId',
    {
      preHandler: pre,
      schema: { ...common, summary: 'Delete an announcement', params: announcementIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (req, reply) => {
      await deleteAnnouncement(req, req.params.announcementId);
      return reply.status(204).send(null);
    },
  );
}
