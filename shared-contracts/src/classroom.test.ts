import {
  addDaysToDate,
  addMonthsToDate,
  canJoinClass,
  classBoundaries,
  classStatus,
  effectiveAttendance,
  formatGrade,
  formatLimaDateTime,
  gradeAverage,
  isAttendanceClosed,
  isAttendanceOpen,
  isBeforeDue,
  isPassingGrade,
  isSessionHeld,
  limaDate,
  limaInstant,
  limaTime,
  nextClassBoundary,
  progressPercent,
  quizScore,
  round2,
  sessionInterval,
  sessionsProgressPercent,
  studentEvaluationState,
  type ClassTimes,
} from './classroom';
import { roleLabel } from './roles';

const at = (iso: string) => new Date(iso);
// 19:00–21:00 Lima on 10/03/2026 = 00:00–02:00 UTC on 11/03/2026.
const s: ClassTimes = { sessionDate: '2026-03-10', startTime: '19:00', endTime: '21:00', joinUrl: 'https://meet.example/abc' };

describe('Lima time', () => {
  it('reads wall-clock dates and times as UTC−5 all year (no DST)', () => {
    expect(limaInstant('2026-03-10', '19:00').toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(limaInstant('2026-07-10', '19:00').toISOString()).toBe('2026-07-11T00:00:00.000Z');
    expect(limaInstant('2026-03-10', null).toISOString()).toBe('2026-03-10T05:00:00.000Z');
  });
  it('gives the Lima calendar date and time of an instant, across the UTC midnight', () => {
    expect(limaDate(at('2026-03-11T03:30:00Z'))).toBe('2026-03-10');
    expect(limaTime(at('2026-03-11T03:30:00Z'))).toBe('22:30');
    expect(limaDate(at('2026-03-11T05:00:00Z'))).toBe('2026-03-11');
    expect(formatLimaDateTime('2026-03-11T00:05:00Z')).toBe('10/03/2026 19:05');
    expect(formatLimaDateTime(null)).toBe('');
    expect(formatLimaDateTime('nope')).toBe('');
  });
  it('has no instant for a wall-clock date that does not exist', () => {
    expect(Number.isNaN(limaInstant('2026-02-29', '19:00').getTime())).toBe(true);
    expect(limaInstant('2028-02-29', '19:00').toISOString()).toBe('2028-03-01T00:00:00.000Z');
  });
  it('adds days and months to calendar dates across month and year ends', () => {
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonthsToDate('2026-11-01', 2)).toBe('2027-01-01');
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2026-05-01', -6)).toBe('2025-11-01');
  });
});

describe('class status', () => {
  it.each([
    ['2026-03-10T23:59:59.999Z', 'PROXIMA'],
    ['2026-03-11T00:00:00.000Z', 'EN_VIVO'],
    ['2026-03-11T01:59:59.999Z', 'EN_VIVO'],
    ['2026-03-11T02:00:00.000Z', 'FINALIZADA'],
  ] as const)('at %s it is %s', (now, status) => {
    expect(classStatus(s, at(now))).toBe(status);
  });
  it('is Cancelada when cancelled, Próxima without a date', () => {
    expect(classStatus({ ...s, cancelledAt: '2026-03-01T00:00:00Z' }, at('2026-03-11T00:30:00Z'))).toBe('CANCELADA');
    expect(classStatus({ sessionDate: null, startTime: null, endTime: null }, at('2026-03-11T00:30:00Z'))).toBe('PROXIMA');
  });
  it('defaults to 2 hours without an end time and to the whole day without a start time', () => {
    expect(sessionInterval({ ...s, endTime: null })?.end.toISOString()).toBe('2026-03-11T02:00:00.000Z');
    const day = sessionInterval({ sessionDate: '2026-03-10', startTime: null, endTime: null });
    expect(day?.start.toISOString()).toBe('2026-03-10T05:00:00.000Z');
    expect(day?.end.toISOString()).toBe('2026-03-11T05:00:00.000Z');
  });
  it('counts a session as held once it began', () => {
    expect(isSessionHeld(s, at('2026-03-10T23:00:00Z'))).toBe(false);
    expect(isSessionHeld(s, at('2026-03-11T00:00:00Z'))).toBe(true);
    expect(isSessionHeld({ ...s, cancelledAt: '2026-03-01T00:00:00Z' }, at('2026-03-12T00:00:00Z'))).toBe(false);
  });
});

describe('Unirse', () => {
  it.each([
    ['2026-03-10T23:44:59.999Z', false],
    ['2026-03-10T23:45:00.000Z', true],
    ['2026-03-11T01:59:59.000Z', true],
    ['2026-03-11T02:00:00.000Z', false],
  ] as const)('at %s enabled=%s', (now, enabled) => {
    expect(canJoinClass(s, at(now))).toBe(enabled);
  });
  it('is never enabled without a link or when cancelled', () => {
    expect(canJoinClass({ ...s, joinUrl: null }, at('2026-03-11T00:30:00Z'))).toBe(false);
    expect(canJoinClass({ ...s, cancelledAt: '2026-03-01T00:00:00Z' }, at('2026-03-11T00:30:00Z'))).toBe(false);
  });
});

describe('class boundaries', () => {
  it('are the instants at which Unirse, En vivo and the attendance window change', () => {
    const iso = (b: { name: string; at: Date }) => `${b.name} ${b.at.toISOString()}`;
    expect(classBoundaries(s).map(iso)).toEqual([
      'join 2026-03-10T23:45:00.000Z',
      'start 2026-03-11T00:00:00.000Z',
      'end 2026-03-11T02:00:00.000Z',
    ]);
    expect(classBoundaries({ ...s, attendanceOpenUntil: '2026-03-11T00:20:00Z' }).map(iso)).toContain(
      'attendance 2026-03-11T00:20:00.000Z',
    );
    expect(classBoundaries({ ...s, cancelledAt: '2026-03-01T00:00:00Z' })).toEqual([]);
    expect(classBoundaries({ sessionDate: null, startTime: null, endTime: null })).toEqual([]);
  });
  it('gives a screen the next one after now, or null', () => {
    const later = { ...s, sessionDate: '2026-03-11' };
    expect(nextClassBoundary([later, s], at('2026-03-10T23:50:00Z'))).toBe(Date.parse('2026-03-11T00:00:00Z'));
    expect(nextClassBoundary([s], at('2026-03-11T00:00:00Z'))).toBe(Date.parse('2026-03-11T02:00:00Z'));
    expect(nextClassBoundary([s], at('2026-03-11T02:00:00Z'))).toBeNull();
    expect(nextClassBoundary([], at('2026-03-11T02:00:00Z'))).toBeNull();
  });
});

describe('attendance window', () => {
  const live = at('2026-03-11T00:30:00Z');
  it('is open while live when the teacher set no window', () => {
    expect(isAttendanceOpen(s, live)).toBe(true);
    expect(isAttendanceOpen(s, at('2026-03-10T23:00:00Z'))).toBe(false);
    expect(isAttendanceClosed(s, at('2026-03-10T23:00:00Z'))).toBe(false);
    expect(isAttendanceClosed(s, at('2026-03-11T02:00:00Z'))).toBe(true);
  });
  it('follows the teacher window: open until attendanceOpenUntil, closed from then on, even while live', () => {
    const opened = { ...s, attendanceOpenUntil: '2026-03-11T03:00:00Z' };
    expect(isAttendanceOpen(opened, at('2026-03-11T02:59:59Z'))).toBe(true);
    expect(isAttendanceOpen(opened, at('2026-03-11T03:00:00Z'))).toBe(false);
    const closed = { ...s, attendanceOpenUntil: '2026-03-11T00:10:00Z' };
    expect(isAttendanceOpen(closed, live)).toBe(false);
    expect(isAttendanceClosed(closed, live)).toBe(true);
  });
  it('reads PENDIENTE (or no mark) in a closed window as AUSENTE', () => {
    expect(effectiveAttendance(null, s, live)).toBe('PENDIENTE');
    expect(effectiveAttendance('PENDIENTE', s, at('2026-03-11T02:00:00Z'))).toBe('AUSENTE');
    expect(effectiveAttendance('PRESENTE', s, at('2026-03-11T02:00:00Z'))).toBe('PRESENTE');
    expect(effectiveAttendance(undefined, s, at('2026-03-10T20:00:00Z'))).toBe('PENDIENTE');
  });
  it('never opens a cancelled session', () => {
    const c = { ...s, cancelledAt: '2026-03-01T00:00:00Z', attendanceOpenUntil: '2026-03-11T03:00:00Z' };
    expect(isAttendanceOpen(c, live)).toBe(false);
    expect(effectiveAttendance(null, c, at('2026-03-12T00:00:00Z'))).toBe('PENDIENTE');
  });
});

describe('grades', () => {
  it('rounds to two decimals without binary artefacts', () => {
    expect(round2(14.005)).toBe(14.01);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(13.333333)).toBe(13.33);
  });
  it('averages plainly unless every grade has a weight', () => {
    expect(gradeAverage([])).toBeNull();
    expect(gradeAverage([{ score: 14 }, { score: 15 }, { score: 16.5 }])).toBe(15.17);
    expect(
      gradeAverage([
        { score: 10, weight: 1 },
        { score: 20, weight: 3 },
      ]),
    ).toBe(17.5);
    expect(
      gradeAverage([
        { score: 10, weight: 1 },
        { score: 20, weight: null },
      ]),
    ).toBe(15);
    expect(
      gradeAverage([
        { score: 10, weight: 0 },
        { score: 20, weight: 0 },
      ]),
    ).toBe(15);
  });
  it('passes from 11 by default, or from the given mark', () => {
    expect(isPassingGrade(11)).toBe(true);
    expect(isPassingGrade(10.99)).toBe(false);
    expect(isPassingGrade(12, 13)).toBe(false);
    expect(isPassingGrade(null)).toBe(false);
  });
  it('formats es-PE with two decimals', () => {
    expect(formatGrade(14.5)).toBe('14.50');
    expect(formatGrade(null)).toBe('—');
  });
  it('scores a quiz on 0–20', () => {
    expect(quizScore(2, 3)).toBe(13.33);
    expect(quizScore(3, 3)).toBe(20);
    expect(quizScore(0, 0)).toBe(0);
  });
  it('derives the student state of an evaluation', () => {
    const due = '2026-03-10T12:00:00Z';
    expect(studentEvaluationState(null, due, at('2026-03-10T12:00:00Z'))).toBe('POR_ENTREGAR');
    expect(studentEvaluationState(null, due, at('2026-03-10T12:00:00.001Z'))).toBe('VENCIDA');
    expect(studentEvaluationState({ status: 'PENDIENTE' }, due, at('2026-03-11T00:00:00Z'))).toBe('ENTREGADA');
    expect(studentEvaluationState({ status: 'EN_REVISION' }, due)).toBe('EN_REVISION');
    expect(studentEvaluationState({ status: 'CALIFICADO' }, due)).toBe('CALIFICADA');
    expect(isBeforeDue(due, at('2026-03-10T12:00:00Z'))).toBe(true);
    expect(isBeforeDue(due, at('2026-03-10T12:00:01Z'))).toBe(false);
  });
});

describe('progress', () => {
  it('is (attended + opened) / (held + resources) in whole percent', () => {
    expect(progressPercent({ attended: 2, opened: 3, held: 4, resources: 6 })).toBe(50);
    expect(progressPercent({ attended: 1, opened: 0, held: 3, resources: 0 })).toBe(33);
    expect(progressPercent({ attended: 0, opened: 0, held: 0, resources: 0 })).toBe(0);
    expect(progressPercent({ attended: 9, opened: 9, held: 1, resources: 1 })).toBe(100);
  });
  it('is sessions held over sessions for a teacher', () => {
    expect(sessionsProgressPercent(3, 8)).toBe(38);
    expect(sessionsProgressPercent(0, 0)).toBe(0);
  });
});

describe('role labels', () => {
  it.each([
    ['ESTUDIANTE', 'Estudiante'],
    ['docente', 'Docente'],
    ['ROLE_ADMIN', 'Administrador'],
    ['SUPER_ADMIN', 'Superadministrador'],
    ['SUPERADMIN', 'Superadministrador'],
    [undefined, 'Estudiante'],
  ])('%s → %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});
