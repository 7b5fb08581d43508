import { formatDate, formatSoles } from './format';

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
