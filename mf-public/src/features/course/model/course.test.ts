import { normalizeCourse, parseTime, PLACEHOLDER_IMAGE } from './course';

describe('normalizeCourse', () => {
  it('applies the defaults of seed section 9', () => {
    const c = normalizeCourse({ id: 3, title: 'Derecho Penal' });
    expect(c).toMatchObject({
      id: 3,
      level: 'Básico',
      popularity: 'Media',
      type: 'Curso',
      image: PLACEHOLDER_IMAGE,
      syllabus: [],
      requirements: [],
      teachers: [],
      schedule: [],
    });
  });

  it('clamps the rating to 0..5, floors the price at 0 and rounds it to cents', () => {
    expect(normalizeCourse({ rating: 7.26, price: -3 })).toMatchObject({ rating: 5, price: 0 });
    expect(normalizeCourse({ rating: -1, price: '1234.505' })).toMatchObject({ rating: 0, price: 1234.51 });
    expect(normalizeCourse({ rating: 4.44 }).rating).toBe(4.4);
  });

  it('reads the alternative field names of a catalogue item', () => {
    const c = normalizeCourse({ id: '9', name: 'Arbitraje', category: 'Arbitraje', teacher: 'Ana', thumbnail: '/a.png' });
    expect(c).toMatchObject({ id: 9, title: 'Arbitraje', area: 'Arbitraje', teacher: 'Ana', image: '/a.png' });
    expect(normalizeCourse({ teacherVisible: 'Dr. Ríos', teacher: 'Ana' }).teacher).toBe('Dr. Ríos');
  });

  it('normalises and orders the schedule', () => {
    const c = normalizeCourse({
      schedule: [
        { id: 2, date: '2026-03-10', startTime: '18:00:00', endTime: '20:00', topic: 'Prueba', orderIdx: 2 },
        { id: 1, sessionDate: '2026-03-03', startTime: '9:00', endTime: 'x', mode: 'Virtual', orderIdx: 1 },
      ],
    });
    expect(c.schedule).toEqual([
      { id: 1, date: '2026-03-03', startTime: '09:00', endTime: null, mode: 'Virtual', topic: null, orderIdx: 1 },
      { id: 2, date: '2026-03-10', startTime: '18:00', endTime: '20:00', mode: 'Presencial', topic: 'Prueba', orderIdx: 2 },
    ]);
  });

  it('parses HH:MM times only', () => {
    expect(parseTime('07:05:00')).toBe('07:05');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime(null)).toBeNull();
  });
});
