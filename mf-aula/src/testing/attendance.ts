// Test-only: what the API answers about a student's attendance in the course 3.
import type { StudentAttendanceSession, StudentCourseAttendance } from '@inpro/shared-contracts';

export const attendanceSession = (
  id: number,
  orderIdx: number,
  fields: Partial<StudentAttendanceSession> = {},
): StudentAttendanceSession => ({
  id,
  courseId: 3,
  courseTitle: 'Derecho Penal',
  courseCode: 'RD-3',
  sessionDate: '2026-03-10',
  startTime: '19:00',
  endTime: '21:00',
  startsAt: null,
  endsAt: null,
  mode: 'Virtual',
  topic: `Tema ${orderIdx + 1}`,
  orderIdx,
  joinUrl: null,
  attendanceOpenUntil: null,
  cancelledAt: null,
  status: 'FINALIZADA',
  canJoin: false,
  attendanceOpen: false,
  attendanceStatus: 'PENDIENTE',
  markedAt: null,
  canMark: false,
  canRectify: false,
  rectification: null,
  ...fields,
});

export function attendance(overrides: Partial<StudentCourseAttendance> = {}): StudentCourseAttendance {
  const open = attendanceSession(12, 2, {
    status: 'EN_VIVO',
    attendanceOpen: true,
    attendanceOpenUntil: '2026-03-11T00:15:00.000Z',
    canMark: true,
  });
  return {
    course: { id: 3, title: 'Derecho Penal', code: 'RD-3' },
    enrolmentStatus: 'ACTIVO',
    counters: { present: 1, absent: 1, pending: 1, total: 4, held: 3 },
    current: open,
    sessions: [
      attendanceSession(10, 0, { attendanceStatus: 'PRESENTE', canRectify: false }),
      attendanceSession(11, 1, { attendanceStatus: 'AUSENTE', canRectify: true }),
      open,
      attendanceSession(13, 3, { status: 'PROXIMA', sessionDate: '2026-03-17' }),
    ],
    ...overrides,
  };
}
