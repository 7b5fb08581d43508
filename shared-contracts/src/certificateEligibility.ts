import { formatGrade } from './classroom';
import { formatDate, formatSoles } from './format';

/*
 * Who may receive a course certificate. The course has ended, the participant's
 * final grade of the gradebook (finalGrade in gradebook.ts) reaches the pass mark (academic.passingMark,
 * 11 on 0–20), their attendance reaches the minimum (academic.minAttendance, %), and nothing of the course is left to pay. Each unmet rule is
 * a Spanish reason the admin screen shows; the master administrator may still issue, with a reason
 * that goes to the audit log.
 */

export const DEFAULT_MIN_ATTENDANCE = 70;

export interface EligibilityFacts {
  /** Lima date (YYYY-MM-DD) the course ends; null = no end date yet. */
  endDate: string | null;
  today: string;
  /** The participant's final grade in the course (0–20, see finalGrade), null without grades. */
  average: number | null;
  passingMark: number;
  /** Sessions held so far (not cancelled, date passed) and those the participant attended. */
  held: number;
  present: number;
  minAttendance: number;
  /** What the participant still owes for the course. */
  balanceDue: number;
}

export interface Eligibility {
  eligible: boolean;
  /** Why not, in Spanish (empty when eligible). */
  reasons: string[];
  average: number | null;
  /** Attendance percentage (one decimal), null when no session was held. */
  attendance: number | null;
}

/** Attendance as a percentage with one decimal, null when no session was held. */
export function attendancePercent(present: number, held: number): number | null {
  return held > 0 ? Math.round((present / held) * 1000) / 10 : null;
}

/** A whole final grade as is (10), any other grade with two decimals. */
function gradeText(n: number): string {
  return Number.isInteger(n) ? String(n) : formatGrade(n);
}

export function certificateEligibility(f: EligibilityFacts): Eligibility {
  const reasons: string[] = [];
  if (!f.endDate) reasons.push('El curso no tiene fecha de fin.');
  else if (f.endDate >= f.today) reasons.push(`El curso aún no termina (termina el ${formatDate(f.endDate)}).`);
  if (f.average === null) reasons.push('No tiene notas registradas.');
  else if (f.average < f.passingMark)
    reasons.push(`Nota final ${gradeText(f.average)}: no alcanza la nota aprobatoria (${gradeText(f.passingMark)}).`);
  const attendance = attendancePercent(f.present, f.held);
  if (attendance === null) reasons.push('No hay clases dictadas para medir la asistencia.');
  else if (attendance < f.minAttendance)
    reasons.push(`Asistencia ${String(attendance).replace('.', ',')} %: no alcanza el mínimo (${f.minAttendance} %).`);
  if (f.balanceDue > 0.005) reasons.push(`Tiene un saldo pendiente de ${formatSoles(f.balanceDue)}.`);
  return { eligible: reasons.length === 0, reasons, average: f.average, attendance };
}

export const NOT_ELIGIBLE_PREFIX = 'No cumple los requisitos del certificado:';
export const OVERRIDE_ONLY_SUPERADMIN = 'Solo el administrador maestro puede emitir un certificado por excepción.';
export const OVERRIDE_REASON_REQUIRED = 'Escribe el motivo de la excepción (al menos 10 caracteres).';
