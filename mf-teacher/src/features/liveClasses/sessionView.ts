import {
  CLASS_STATUS_LABELS,
  classStatus,
  formatDate,
  isAttendanceOpen,
  limaTime,
  type ClassStatus,
  type TeacherClassSession,
} from '@inpro/shared-contracts';
import type { BadgeTone } from '@inpro/ui';

const STATUS_TONES: Record<ClassStatus, BadgeTone> = {
  EN_VIVO: 'danger',
  PROXIMA: 'info',
  FINALIZADA: 'neutral',
  CANCELADA: 'warning',
};

/** What a session shows now: its status, label and whether attendance is open (the clock decides). */
export function sessionState(s: TeacherClassSession, now: number) {
  const status = classStatus(s, now);
  return { status, label: CLASS_STATUS_LABELS[status], tone: STATUS_TONES[status], attendanceOpen: isAttendanceOpen(s, now) };
}

/** "24/11/2026 · 19:00–21:00" */
export function sessionWhen(s: Pick<TeacherClassSession, 'sessionDate' | 'startTime' | 'endTime'>): string {
  const date = s.sessionDate ? formatDate(s.sessionDate) : 'Fecha por definir';
  const time = s.startTime ? `${s.startTime}${s.endTime ? `–${s.endTime}` : ''}` : '';
  return time ? `${date} · ${time}` : date;
}

/** "hasta las 19:15" for an open window. */
export function windowUntil(s: Pick<TeacherClassSession, 'attendanceOpenUntil'>): string {
  return s.attendanceOpenUntil ? `hasta las ${limaTime(s.attendanceOpenUntil)}` : 'mientras dure la clase';
}

/** Live first, then upcoming (soonest first), then past (latest first); cancelled last. */
export function groupSessions(sessions: readonly TeacherClassSession[], now: number) {
  const live: TeacherClassSession[] = [];
  const upcoming: TeacherClassSession[] = [];
  const past: TeacherClassSession[] = [];
  const cancelled: TeacherClassSession[] = [];
  for (const s of sessions) {
    const status = classStatus(s, now);
    if (status === 'EN_VIVO') live.push(s);
    else if (status === 'PROXIMA') upcoming.push(s);
    else if (status === 'FINALIZADA') past.push(s);
    else cancelled.push(s);
  }
  const key = (s: TeacherClassSession) => `${s.sessionDate ?? '9999-99-99'} ${s.startTime ?? '99:99'}`;
  upcoming.sort((a, b) => key(a).localeCompare(key(b)));
  past.sort((a, b) => key(b).localeCompare(key(a)));
  return { live, upcoming, past, cancelled };
}
