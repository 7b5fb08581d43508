import { formatDate, formatSoles, parseDateInput } from './format';

describe('formatters', () => {
  it('formats soles with a thousands comma and two decimals', () => {
    expect(formatSoles(1234.5)).toBe('S/ 1,234.50');
    expect(formatSoles('850')).toBe('S/ 850.00');
    expect(formatSoles(null)).toBe('S/ 0.00');
  });
  it('formats dates as dd/mm/aaaa', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatDate('05/03/2026')).toBe('05/03/2026');
    expect(formatDate(new Date(2026, 11, 1))).toBe('01/12/2026');
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
