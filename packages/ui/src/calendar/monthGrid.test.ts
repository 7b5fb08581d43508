import { monthLabel, monthWeeks, shiftMonth } from './monthGrid';

describe('month grid', () => {
  it('names the month in Spanish', () => {
    expect(monthLabel('2026-11')).toBe('noviembre de 2026');
    expect(monthLabel('2027-01')).toBe('enero de 2027');
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', 14)).toBe('2027-07');
  });

  it('lays the weeks out Monday first', () => {
    // 1 November 2026 is a Sunday: six blanks first.
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1][0]).toBe('2026-11-02');
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    // February 2027 starts on a Monday and has 28 days: exactly four weeks.
    expect(monthWeeks('2027-02')).toHaveLength(4);
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });
});
