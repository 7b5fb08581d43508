const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** 'nov 2026' for a month period (YYYY-MM-01). */
export function monthLabel(period: string): string {
  const [y, m] = period.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/** 'dd/mm' for a day or the first day of a week (YYYY-MM-DD). */
export function dayLabel(period: string): string {
  const [, m, d] = period.split('-');
  return `${d}/${m}`;
}
