import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { StudentCourseAttendance } from '@inpro/shared-contracts';
import { courseSessions } from '../../db/schema';
import { assertEnrolled } from '../../modules/classroom/access';
import { listSessionsWithCourse } from '../../modules/classroom/sessions';
import { studentAttendanceSessions } from './attendanceView';

/**
 * GET /student/courses/{courseId}/attendance: the course's sessions with the caller's mark, the
 * session markable now (else the live one), counters and the enrolment status.
 */
export async function courseAttendance(req: FastifyRequest, courseId: number): Promise<StudentCourseAttendance> {
  const db = req.server.db;
  const { course, status } = await assertEnrolled(db, req.user, courseId);
  const now = new Date();
  const rows = await listSessionsWithCourse(db, [eq(courseSessions.courseId, courseId)]);
  const sessions = await studentAttendanceSessions(db, req.user.id, rows, now);
  const counted = sessions.filter((s) => s.status !== 'CANCELADA');
  const held = counted.filter((s) => s.status === 'EN_VIVO' || s.status === 'FINALIZADA');
  const current = sessions.find((s) => s.attendanceOpen) ?? sessions.find((s) => s.status === 'EN_VIVO') ?? null;
  return {
    course: { id: course.id, title: course.title, code: course.code },
    enrolmentStatus: status,
    counters: {
      present: counted.filter((s) => s.attendanceStatus === 'PRESENTE').length,
      absent: counted.filter((s) => s.attendanceStatus === 'AUSENTE').length,
      pending: held.filter((s) => s.attendanceStatus === 'PENDIENTE').length,
      total: counted.length,
      held: held.length,
    },
    current,
    sessions,
  };
}
