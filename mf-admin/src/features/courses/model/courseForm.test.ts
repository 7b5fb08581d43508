import { courseInputSchema, fieldErrors } from '@inpro/shared-contracts';
import { EMPTY_COURSE, courseBody, listError } from './courseForm';

const errorsOf = (values: typeof EMPTY_COURSE) => {
  const parsed = courseInputSchema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe('course form', () => {
  it('the shared schema says what is missing with the seed texts', () => {
    expect(errorsOf(EMPTY_COURSE)).toMatchObject({
      title: 'Título es requerido.',
      code: 'Código (Resolución) es requerido.',
      teacherId: 'Debes indicar el ID del Docente (teacherId).',
    });
  });

  it('names the row of a list error, else the list’s own message', () => {
    const errors = errorsOf({
      ...EMPTY_COURSE,
      title: 'Arbitraje',
      code: 'RD-1',
      teacherId: '4',
      schedule: [
        { sessionDate: '2026-12-01', startTime: '19:00', endTime: '21:00', mode: 'Presencial', topic: 'Intro' },
        { sessionDate: '2026-12-03', startTime: '19:00', endTime: '18:00', mode: 'Virtual', topic: 'Laudo' },
      ],
    });
    expect(listError(errors, 'schedule')).toBe('Fila 2: La hora de fin debe ser posterior a la de inicio.');
    expect(listError({ installmentDates: 'Las fechas de las cuotas deben ir en orden.' }, 'installmentDates')).toMatch(/en orden/);
    expect(listError({ title: 'x' }, 'syllabus')).toBeUndefined();
  });

  it('sends the sessions numbered in order and blank image and dates as null', () => {
    const body = courseBody({
      ...EMPTY_COURSE,
      image: '  ',
      schedule: [
        { sessionDate: '', startTime: '19:00', endTime: '21:00', mode: 'Presencial', topic: 'Intro' },
        { sessionDate: '2026-12-03', startTime: '', endTime: '', mode: 'Virtual', topic: 'Laudo' },
      ],
    });
    expect(body).toMatchObject({ image: null, startDate: null, endDate: null });
    const rows = body.schedule as Array<{ orderIdx: number; sessionDate: string | null; startTime: string | null }>;
    expect(rows.map((s) => [s.orderIdx, s.sessionDate, s.startTime])).toEqual([
      [1, null, '19:00'],
      [2, '2026-12-03', null],
    ]);
  });
});
