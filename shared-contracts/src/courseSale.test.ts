import { isCourseFinished } from './courseSale';

describe('isCourseFinished', () => {
  it('is true only when the end date is before today in Lima', () => {
    expect(isCourseFinished({ endDate: '2026-11-23' }, '2026-11-24')).toBe(true);
    expect(isCourseFinished({ endDate: '2026-11-24' }, '2026-11-24')).toBe(false);
    expect(isCourseFinished({ endDate: null }, '2026-11-24')).toBe(false);
    expect(isCourseFinished({}, '2026-11-24')).toBe(false);
  });
});
