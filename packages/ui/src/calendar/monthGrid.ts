/** Spanish month names (es-PE), January first. */
export const MONTH_NAMES = [
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

export function isMonth(value: string): boolean {
  return MONTH_RE.test(value);
}

/** "noviembre de 2026" for "2026-11". */
export function monthLabel(month: string): string {
  const m = MONTH_RE.exec(month);
  if (!m) return month;
  return `${MONTH_NAMES[Number(m[2]) - 1]} de ${m[1]}`;
}

/** The month `delta` months after `month` (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  const m = MONTH_RE.exec(month);
  if (!m) return month;
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + delta;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The weeks of a month as rows of 7 dates (YYYY-MM-DD, Monday first); days of the neighbouring
 * months that fill the first and last weeks are null.
 */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const m = MONTH_RE.exec(month);
  if (!m) return [];
  const year = Number(m[1]);
  const monthIndex = Number(m[2]) - 1;
  const days = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  // getUTCDay: 0 = Sunday; shift so that Monday = 0.
  const lead = (new Date(Date.UTC(year, monthIndex, 1)).getUTCDay() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
