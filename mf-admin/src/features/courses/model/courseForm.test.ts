import { EMPTY_COURSE, checkCourse } from './courseForm';

describe('checkCourse', () => {
  it('says what is missing with the seed texts', () => {
    const { errors, body } = checkCourse(EMPTY_COURSE);
    expect(body).toBeUndefined();
    expect(errors).toMatchObject({
      title: 'Título es requerido.',
      code: 'Código (Resolución) es requerido.',
      teacherId: 'Debes indicar el ID del Docente (teacherId).',
    });
  });

  it('numbers the sessions in order, defaults their mode and empties blank dates', () => {
    const { body, errors } = checkCourse({
      ...EMPTY_COURSE,
      title: 'Arbitraje',
      code: 'RD-1',
      teacherId: '4',
      schedule: [
        { sessionDate: '2026-12-01', startTime: '19:00', endTime: '21:00', mode: 'Presencial', topic: 'Intro' },
        { sessionDate: '2026-12-03', startTime: '19:00', endTime: '18:00', mode: 'Virtual', topic: 'Laudo' },
      ],
    });
    expect(body).toBeUndefined();
    expect(errors.schedule).toBe('Fila 2: La hora de fin debe ser posterior a la de inicio.');
  });
});
