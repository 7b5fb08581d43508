import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CLASSROOM_LINKS,
  RECTIFICATION_ALREADY_RESOLVED,
  RECTIFICATION_NOT_FOUND,
  formatDate,
  type Rectification,
  type RectificationResolveInput,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { attendance, attendanceRectifications } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { NOT_YOUR_COURSE, teaches } from '../../modules/classroom/access';
import { notify } from '../notifications/notify';
import { findRectifications, toRectification } from './rectifications';

type Resolution = { decision: 'ACEPTADA' | 'RECHAZADA'; answer: string } & Partial<RectificationResolveInput>;

/**
 * POST /teacher/rectifications/{rectificationId}/resolve: ACEPTADA turns the mark PRESENTE;
 * RECHAZADA keeps it and stores the reason. The student is notified either way.
 */
export async function resolveRectification(req: FastifyRequest, id: number, body: Resolution): Promise<Rectification> {
  const db = req.server.db;
  const [found] = await findRectifications(db, [eq(attendanceRectifications.id, id)], 1);
  if (!found) throw notFound(RECTIFICATION_NOT_FOUND);
  if (!teaches(req.user, found.course)) throw forbidden(NOT_YOUR_COURSE);
  if (found.rect.status !== 'PENDIENTE') throw conflict(RECTIFICATION_ALREADY_RESOLVED);
  const now = new Date();
  await db.transaction(async (tx) => {
    const done = await tx
      .update(attendanceRectifications)
      .set({ status: body.decision, answer: body.answer || null, resolvedBy: req.user.id, resolvedAt: now })
      .where(and(eq(attendanceRectifications.id, id), eq(attendanceRectifications.status, 'PENDIENTE')))
      .returning({ id: attendanceRectifications.id });
    if (!done.length) throw conflict(RECTIFICATION_ALREADY_RESOLVED);
    if (body.decision === 'ACEPTADA') {
      await tx
        .update(attendance)
        .set({ status: 'PRESENTE', markedBy: req.user.id, markedAt: now, updatedAt: now })
        .where(eq(attendance.id, found.rect.attendanceId));
    }
    await audit(
      req,
      'UPDATE',
      'attendance_rectification',
      id,
      { courseId: found.course.id, decision: body.decision, answer: body.answer },
      tx,
      `${found.student.fullName} · ${found.course.title}`,
    );
    const when = found.session.sessionDate ? ` del ${formatDate(found.session.sessionDate)}` : '';
    await notify(tx, found.student.id, {
      kind: 'RECTIFICATION',
      title: body.decision === 'ACEPTADA' ? 'Rectificación de asistencia aceptada' : 'Rectificación de asistencia rechazada',
      body:
        body.decision === 'ACEPTADA'
          ? `${found.course.title}: tu asistencia a la clase${when} quedó como PRESENTE.`
          : `${found.course.title}, clase${when}: ${body.answer}`,
      link: CLASSROOM_LINKS.studentAttendance(found.course.id),
    });
  });
  const [after] = await findRectifications(db, [eq(attendanceRectifications.id, id)], 1);
  return toRectification(after, now);
}
