import type { TeacherClassSession } from '@inpro/shared-contracts';
import { groupSessions, sessionState, sessionWhen } from './sessionView';

const at = (iso: string) => new Date(iso).getTime();
const s = (id: number, sessionDate: string, startTime: string, endTime: string, over: Partial<TeacherClassSession> = {}) =>
  ({ id, sessionDate, startTime, endTime, cancelledAt: null, attendanceOpenUntil: null, joinUrl: null, ...over }) as TeacherClassSession;

describe('session view', () => {
  // 24/11/2026 19:30 in Lima.
  const now = at('2026-11-25T00:30:00Z');

  it('derives the status from the Lima clock', () => {
    expect(sessionState(s(1, '2026-11-24', '19:00', '21:00'), now)).toMatchObject({
      status: 'EN_VIVO',
      label: 'En vivo',
      attendanceOpen: true,
    });
    expect(sessionState(s(2, '2026-11-24', '21:00', '22:00'), now)).toMatchObject({ status: 'PROXIMA', label: 'Próxima' });
    expect(sessionState(s(3, '2026-11-24', '17:00', '19:00'), now)).toMatchObject({ status: 'FINALIZADA', attendanceOpen: false });
    expect(sessionState(s(4, '2026-11-24', '19:00', '21:00', { cancelledAt: '2026-11-20T00:00:00Z' }), now)).toMatchObject({
      status: 'CANCELADA',
      label: 'Cancelada',
    });
  });

  it('groups live, upcoming (soonest first) and past (latest first)', () => {
    const g = groupSessions(
      [
        s(1, '2026-11-20', '19:00', '21:00'),
        s(2, '2026-11-30', '19:00', '21:00'),
        s(3, '2026-11-24', '19:00', '21:00'),
        s(4, '2026-11-26', '09:00', '10:00'),
        s(5, '2026-11-22', '19:00', '21:00'),
      ],
      now,
    );
    expect(g.live.map((x) => x.id)).toEqual([3]);
    expect(g.upcoming.map((x) => x.id)).toEqual([4, 2]);
    expect(g.past.map((x) => x.id)).toEqual([5, 1]);
  });

  it('writes the date as dd/mm/aaaa with the times', () => {
    expect(sessionWhen(s(1, '2026-11-24', '19:00', '21:00'))).toBe('24/11/2026 · 19:00–21:00');
  });
});
