import { canJoinClass, classStatus, formatDate, type ClassStatus, type StudentClass } from '@inpro/shared-contracts';

export interface ClassRow {
  session: StudentClass;
  status: ClassStatus;
  canJoin: boolean;
}

/** Status and 'Unirse' re-derived from the clock (Lima times); live and upcoming first, then finished (latest first). */
export function classRows(sessions: readonly StudentClass[], now: number): { current: ClassRow[]; past: ClassRow[] } {
  const rows = sessions.map((session) => ({ session, status: classStatus(session, now), canJoin: canJoinClass(session, now) }));
  const start = (r: ClassRow) => r.session.startsAt ?? r.session.sessionDate ?? '';
  const current = rows.filter((r) => r.status === 'EN_VIVO' || r.status === 'PROXIMA').sort((a, b) => start(a).localeCompare(start(b)));
  const past = rows.filter((r) => r.status === 'FINALIZADA' || r.status === 'CANCELADA').sort((a, b) => start(b).localeCompare(start(a)));
  return { current, past };
}

/** dd/mm/aaaa of a Lima calendar date. */
export function classDate(s: Pick<StudentClass, 'sessionDate'>): string {
  return s.sessionDate ? formatDate(s.sessionDate) : 'Por programar';
}

/** "19:00 – 21:00" (Lima), or '' when the session has no start time. */
export function classHours(s: Pick<StudentClass, 'startTime' | 'endTime'>): string {
  if (!s.startTime) return '';
  return s.endTime ? `${s.startTime} – ${s.endTime}` : s.startTime;
}
