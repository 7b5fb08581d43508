import { z } from 'zod';
import {
  attendanceMarkSchema,
  attendanceOpenSchema,
  classSessionCreateSchema,
  classSessionUpdateSchema,
  rollEntrySchema,
  sessionIdParamsSchema,
  sessionRollSchema,
  sessionStudentParamsSchema,
  teacherClassSessionSchema,
  teacherSessionsQuerySchema,
} from '@inpro/shared-contracts';
import { errors, type TeacherRoutes } from './routeContext';
import { cancelSession } from '../../domain/teacher/cancelSession';
import { closeAttendance } from '../../domain/teacher/closeAttendance';
import { createSession } from '../../domain/teacher/createSession';
import { listTeacherSessions } from '../../domain/teacher/listSessions';
import { markStudent } from '../../domain/teacher/markStudent';
import { openAttendance } from '../../domain/teacher/openAttendance';
import { sessionRoll } from '../../domain/teacher/sessionRoll';
import { updateSession } from '../../domain/teacher/updateSession';

/** The teacher area's class sessions and attendance: schedule, edit, cancel, the attendance window, the roll and marks by hand. */
export function registerSessionRoutes({ r, pre, common }: TeacherRoutes): void {
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
}
