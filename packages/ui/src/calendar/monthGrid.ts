import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { endOfMonth } from 'date-fns/endOfMonth';
import { getISODay } from 'date-fns/getISODay';
import { lightFormat } from 'date-fns/lightFormat';

/** Spanish month names (es-PE), January first. */
const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** Column headers, Monday first (Peru's calendars start on Monday). */
export const WEEKDAYS = [
  { short: 'Lun', long: 'lunes' },
  { short: 'Mar', long: 'martes' },
  { short: 'Mié', long: 'miércoles' },
  { short: 'Jue', long: 'jueves' },
  { short: 'Vie', long: 'viernes' },
  { short: 'Sáb', long: 'sábado' },
  { short: 'Dom', long: 'domingo' },
] as const;

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "noviembre de 2026" for "2026-11". */
export function monthLabel(month: string): string {
  const m = MONTH_RE.exec(month);
  if (!m) return month;
  return `${MONTH_NAMES[Number(m[2]) - 1]} de ${m[1]}`;
}

/** The first day of a month (YYYY-MM) as a calendar date (UTC midnight: no time zone shift). */
function firstDay(year: string, month: string): TZDate {
  return new TZDate(`${year}-${month}-01T00:00:00Z`, 'UTC');
}

/** The month `delta` months after `month` (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  const m = MONTH_RE.exec(month);
  if (!m) return month;
  return lightFormat(addMonths(firstDay(m[1], m[2]), delta), 'yyyy-MM');
}

/**
 * The weeks of a month as rows of 7 dates (YYYY-MM-DD, Monday first); days of the neighbouring
 * months that fill the first and last weeks are null.
 */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const m = MONTH_RE.exec(month);
  if (!m) return [];
  const first = firstDay(m[1], m[2]);
  const days = eachDayOfInterval({ start: first, end: endOfMonth(first) }).map((d) => lightFormat(d, 'yyyy-MM-dd'));
  // getISODay: 1 = Monday … 7 = Sunday.
  const cells: Array<string | null> = [...Array.from({ length: getISODay(first) - 1 }, () => null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
