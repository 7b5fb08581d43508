import { attendancePercent, certificateEligibility, type EligibilityFacts } from './certificateEligibility';

const ok: EligibilityFacts = {
  endDate: '2026-10-31',
  today: '2026-11-26',
  average: 14,
  passingMark: 11,
  held: 10,
  present: 8,
  minAttendance: 70,
  balanceDue: 0,
};

describe('certificateEligibility', () => {
  it('is eligible when the course ended, the grade and attendance reach the rule and nothing is owed', () => {
    expect(certificateEligibility(ok)).toEqual({ eligible: true, reasons: [], average: 14, attendance: 80 });
    expect(certificateEligibility({ ...ok, average: 11, present: 7 }).eligible).toBe(true);
  });

  it('names every rule not met, in Spanish', () => {
    const r = certificateEligibility({ ...ok, endDate: '2026-12-15', average: 9.5, present: 5, balanceDue: 300 });
    expect(r.eligible).toBe(false);
    expect(r.reasons).toEqual([
      'El curso aún no termina (termina el 15/12/2026).',
      'Nota final 9.50: no alcanza la nota aprobatoria (11).',
      'Asistencia 50 %: no alcanza el mínimo (70 %).',
      'Tiene un saldo pendiente de S/\u00a0300.00.',
    ]);
  });

  it('a course ending today has not ended; no grades, no sessions and no end date are reasons too', () => {
    expect(certificateEligibility({ ...ok, endDate: '2026-11-26' }).reasons).toEqual(['El curso aún no termina (termina el 26/11/2026).']);
    expect(certificateEligibility({ ...ok, endDate: null, average: null, held: 0, present: 0 }).reasons).toEqual([
      'El curso no tiene fecha de fin.',
      'No tiene notas registradas.',
      'No hay clases dictadas para medir la asistencia.',
    ]);
  });

  it('attendance has one decimal', () => {
    expect(attendancePercent(2, 3)).toBe(66.7);
    expect(certificateEligibility({ ...ok, held: 3, present: 2 }).reasons).toEqual(['Asistencia 66,7 %: no alcanza el mínimo (70 %).']);
  });
});
