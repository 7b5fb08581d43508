import { tz } from '@date-fns/tz';
import { isExists } from 'date-fns/isExists';
import { isValid } from 'date-fns/isValid';
import { lightFormat } from 'date-fns/lightFormat';

/** Digits with their thousands grouped by commas: 1234567 -> 1,234,567. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * 1,234.50: two decimals, thousands grouped with commas (the es-PE way). Plain JavaScript on
 * purpose: the first Intl.NumberFormat of a page loads the locale data, a long task at start-up
 * on every page that shows a price.
 */
export function formatDecimal2(n: number): string {
  // Rounded half up on the number as written (2.675 -> 2.68), as Intl does, not on its binary value.
  const abs = Math.abs(n);
  const fixed = String(abs).includes('e') ? abs.toFixed(2) : (Math.round(Number(`${abs}e2`)) / 100).toFixed(2);
  const point = fixed.indexOf('.');
  const whole = groupThousands(fixed.slice(0, point));
  const sign = n < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${whole}${fixed.slice(point)}`;
}

/** 1,234: a whole number with its thousands grouped (counts of students, courses…), no Intl either. */
export function formatCount(n: number): string {
  const rounded = Math.round(n);
  return `${rounded < 0 ? '-' : ''}${groupThousands(String(Math.abs(rounded)))}`;
}

/** S/ 1,234.50 (es-PE convention used by the institute). */
export function formatSoles(amount: number | string | null | undefined): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  // A no-break space: "S/" never wraps away from its amount at the end of a line.
  return `S/\u00a0${formatDecimal2(Number.isFinite(n as number) ? (n as number) : 0)}`;
}

/** "1 estudiante", "3 estudiantes": a count with its noun in the right number (es-PE digits). */
export function countOf(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : pluralForm}`;
}

/** An evaluation named with its type once: "Quiz: fundamentos", never "Quiz: Quiz: fundamentos". */
export function evaluationName(type: string, title: string): string {
  const t = title.trim();
  return t.toLocaleLowerCase('es-PE').startsWith(type.trim().toLocaleLowerCase('es-PE')) ? t : `${type}: ${t}`;
}

/** The institute's time zone: every date and time a person reads is shown as in Lima. */
export const LIMA_TIME_ZONE = 'America/Lima';
/** An instant as a Lima wall-clock date (a TZDate for date-fns; also the `{ in: lima }` context). */
export const lima = tz(LIMA_TIME_ZONE);

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * dd/mm/aaaa. A date-only string (YYYY-MM-DD) is read as a calendar date, not shifted by time zone;
 * a dd/mm/aaaa string is kept; an instant (a timestamp, a Date) is shown as its date in Lima, the
 * institute's time zone, wherever the reader's browser or the server runs.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
    // Already dd/mm/aaaa (e.g. the certificate answer's fecha): keep it, never read it as mm/dd.
    if (/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return value;
  }
  const at = value instanceof Date ? value : new Date(value);
  return isValid(at) ? lightFormat(lima(at), 'dd/MM/yyyy') : '';
}

/**
 * Reads a date typed as dd/mm/aaaa (the way every screen shows dates; d/m and 2-digit parts are
 * padded) or YYYY-MM-DD into YYYY-MM-DD. null when empty, undefined when it is not a real
 * calendar date (31/02/2026) or falls outside 1900–2999.
 */
export function parseDateInput(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (v === '') return null;
  const dmy = DMY.exec(v);
  const iso = DATE_ONLY.exec(v);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]].map(Number) : iso ? [iso[1], iso[2], iso[3]].map(Number) : [];
  if (y === undefined || y < 1900 || y > 2999 || !isExists(y, m - 1, d)) return undefined;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
