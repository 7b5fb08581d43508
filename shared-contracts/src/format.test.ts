import { formatCount, formatDate, formatDecimal2, formatSoles, parseDateInput } from './format';

describe('formatters', () => {
  it('formats soles with a thousands comma and two decimals', () => {
    expect(formatSoles(1234.5)).toBe('S/\u00a01,234.50');
    expect(formatSoles('850')).toBe('S/\u00a0850.00');
    expect(formatSoles(null)).toBe('S/\u00a00.00');
  });
  it('formats dates as dd/mm/aaaa', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatDate('05/03/2026')).toBe('05/03/2026');
    // An instant is shown as its date in Lima (UTC−05:00), whatever the machine's time zone.
    expect(formatDate(new Date('2026-12-01T05:00:00Z'))).toBe('01/12/2026');
    expect(formatDate(new Date('2026-12-01T04:59:59Z'))).toBe('30/11/2026');
    expect(formatDate('2026-12-01T02:00:00.000Z')).toBe('30/11/2026');
    expect(formatDate(Date.parse('2026-12-31T23:30:00-05:00'))).toBe('31/12/2026');
    expect(formatDate('nope')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});

describe('parseDateInput', () => {
  it('reads dd/mm/aaaa and YYYY-MM-DD into YYYY-MM-DD', () => {
    expect(parseDateInput('05/03/2026')).toBe('2026-03-05');
    expect(parseDateInput(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseDateInput('2026-12-31')).toBe('2026-12-31');
    expect(parseDateInput('29/02/2028')).toBe('2028-02-29');
  });
  it('gives null for empty and undefined for what is not a calendar date', () => {
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput(undefined)).toBeNull();
    for (const bad of ['31/02/2026', '29/02/2027', '00/01/2026', '12/13/2026', '2026-1-5', '05-03-2026', 'ayer', '01/01/1800']) {
      expect(parseDateInput(bad)).toBeUndefined();
    }
    expect(parseDateInput(20260101)).toBeUndefined();
  });
});

describe('formatDecimal2', () => {
  it('matches the es-PE number format with two decimals for every kind of amount', () => {
    const intl = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const values = [
      0, 0.5, 1, 9.999, 14.5, 99.995, 999.99, 1000, 1234.5, 12345.678, 999999.995, 1234567.89, -0.001, -1234.5, 20, 0.125, 2.675, 1e-7,
      0.004999, 1.005, 123456789012.345,
    ];
    for (const v of values) expect(formatDecimal2(v)).toBe(intl.format(v).replace(/^-0\.00$/, '0.00'));
  });
});

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-12345)).toBe('-12,345');
  });
});
