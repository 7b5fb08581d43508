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
  let y: number, m: number, d: number;
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return undefined;
  if (y < 1900 || y > 2999) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${y}-${pad(m)}-${pad(d)}`;
}
