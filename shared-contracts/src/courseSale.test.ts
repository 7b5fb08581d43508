import { limaDate } from './classroom';
import { isCourseFinished } from './courseSale';

describe('isCourseFinished', () => {
  it('is true only when the end date is before today in Lima', () => {
    expect(isCourseFinished({ endDate: '2026-11-23' }, '2026-11-24')).toBe(true);
    expect(isCourseFinished({ endDate: '2026-11-24' }, '2026-11-24')).toBe(false);
    expect(isCourseFinished({ endDate: null }, '2026-11-24')).toBe(false);
    expect(isCourseFinished({}, '2026-11-24')).toBe(false);
  });

  describe('without today (the clock)', () => {
    afterEach(() => jest.useRealTimers());

    // Around Lima's midnight (05:00 UTC) and UTC's, where Lima's date and UTC's differ: the answer
    // is always the one of Lima's calendar, whether or not the time zone had to be read.
    const instants = [
      '2026-11-24T04:59:59Z', // 23:59:59 on the 23rd in Lima, the 24th in UTC
      '2026-11-24T05:00:00Z', // midnight of the 24th in Lima
      '2026-11-24T00:00:00Z', // 19:00 on the 23rd in Lima
      '2026-11-24T23:59:59Z', // 18:59 on the 24th in Lima
      '2026-12-31T23:30:00Z',
      '2027-01-01T04:30:00Z',
    ];
    const endDates = [
      '2026-11-20',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-03-01',
    ];

    it.each(instants)('at %s agrees with end date < limaDate()', (instant) => {
      jest.useFakeTimers({ now: new Date(instant) });
      const today = limaDate();
      for (const endDate of endDates) {
        expect([endDate, isCourseFinished({ endDate })]).toEqual([endDate, endDate < today]);
        expect([endDate, isCourseFinished({ endDate: `${endDate}T00:00:00.000Z` })]).toEqual([endDate, endDate < today]);
      }
    });

    it('reads the time zone only for an end date within a day of the UTC date', () => {
      jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
      const readLima = jest.fn(() => '2026-11-24');
      jest.isolateModules(() => {
        jest.doMock('./classroom', () => ({ limaDate: readLima }));
        const { isCourseFinished: withCountedReads } = jest.requireActual<typeof import('./courseSale')>('./courseSale');
        expect(withCountedReads({ endDate: '2026-11-22' })).toBe(true);
        expect(withCountedReads({ endDate: '2026-11-26' })).toBe(false);
        expect(readLima).not.toHaveBeenCalled();
        expect(withCountedReads({ endDate: '2026-11-23' })).toBe(true);
        expect(withCountedReads({ endDate: '2026-11-25' })).toBe(false);
        expect(readLima).toHaveBeenCalledTimes(2);
      });
      jest.dontMock('./classroom');
    });
  });
});
