import { ATTENDANCE_STATUS_LABELS, RECTIFICATION_STATUS_LABELS, formatDate, type StudentAttendanceSession } from '@inpro/shared-contracts';

export const MARKED_MESSAGE = '✅ Asistencia registrada correctamente.';
export const MARKED_MS = 3000;
export const RECTIFICATION_SENT = '📩 Tu solicitud de rectificación fue enviada al área académica.';
export const RECTIFICATION_MS = 4000;
/** Why «Marcar asistencia» is disabled offline: the server decides whether the class window is open. */
export const MARK_OFFLINE_REASON =
  'Sin conexión: la asistencia solo se puede marcar con conexión, porque el servidor comprueba en ese momento que la clase esté abierta.';

/** "Sesión 3 · 10/03/2026 19:00 – 21:00". */
export function sessionLabel(s: Pick<StudentAttendanceSession, 'orderIdx' | 'sessionDate' | 'startTime' | 'endTime'>): string {
  const when = [
    s.sessionDate ? formatDate(s.sessionDate) : '',
    s.startTime ? (s.endTime ? `${s.startTime} – ${s.endTime}` : s.startTime) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `Sesión ${s.orderIdx + 1}${when ? ` · ${when}` : ''}`;
}

export function markLabel(s: Pick<StudentAttendanceSession, 'attendanceStatus'>): string {
  return ATTENDANCE_STATUS_LABELS[s.attendanceStatus];
}

export function rectificationLabel(s: Pick<StudentAttendanceSession, 'rectification'>): string | null {
  return s.rectification ? `Solicitud ${RECTIFICATION_STATUS_LABELS[s.rectification.status].toLowerCase()}` : null;
}
