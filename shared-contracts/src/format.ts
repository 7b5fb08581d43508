const solesFormatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** S/ 1,234.50 (es-PE convention used by the institute). */
export function formatSoles(amount: number | string | null | undefined): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  return `S/ ${solesFormatter.format(Number.isFinite(n as number) ? (n as number) : 0)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** dd/mm/aaaa. A date-only string (YYYY-MM-DD) is read as a calendar date, not shifted by time zone; a dd/mm/aaaa string is kept. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
    // Already dd/mm/aaaa (e.g. the certificate answer's fecha): keep it, never read it as mm/dd.
    if (/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return value;
  }
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}
