import { fieldErrors } from './common';
import {
  attendanceMarkSchema,
  attendanceOpenSchema,
  classSessionCreateSchema,
  rectificationResolveSchema,
  studentAttendanceMarkSchema,
  teacherSessionsQuerySchema,
} from './classSessions';
import {
  evaluationCreateSchema,
  evaluationDraftSchema,
  gradeSubmissionSchema,
  parseDueAt,
  quizAnswersSchema,
  taskSubmissionSchema,
} from './evaluations';
import { announcementCreateSchema, notificationsQuerySchema } from './notifications';

const errors = (r: { success: boolean; error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } }) =>
  r.success ? {} : fieldErrors(r.error!.issues);

describe('class session schemas', () => {
  const ok = {
    courseId: '3',
    joinUrl: ' https://meet.example/x ',
    sessionDate: '2026-03-10',
    startTime: '9:00',
    endTime: '10:30',
    mode: 'virtual',
  };
  it('parses a session (Lima wall-clock fields) with defaults', () => {
    expect(classSessionCreateSchema.parse(ok)).toEqual({
      courseId: 3,
      joinUrl: 'https://meet.example/x',
      sessionDate: '2026-03-10',
      startTime: '09:00',
      endTime: '10:30',
      mode: 'Virtual',
      topic: '',
    });
    expect(classSessionCreateSchema.parse({ ...ok, mode: undefined }).mode).toBe('Virtual');
  });
  it('answers Spanish messages per field', () => {
    expect(errors(classSessionCreateSchema.safeParse({}))).toEqual({
      courseId: 'Selecciona un curso.',
      joinUrl: 'Indica el enlace de la clase.',
      sessionDate: 'Indica la fecha de la clase.',
      startTime: 'Indica la hora de inicio.',
      endTime: 'Indica la hora de fin.',
    });
    expect(
      errors(classSessionCreateSchema.safeParse({ ...ok, joinUrl: 'javascript:alert(1)', sessionDate: '2026-02-30', startTime: '25:00' })),
    ).toEqual({
      joinUrl: 'Enlace inválido (usa http:// o https://).',
      sessionDate: 'Fecha inválida (usa AAAA-MM-DD).',
      startTime: 'Hora inválida (usa HH:MM).',
    });
    expect(errors(classSessionCreateSchema.safeParse({ ...ok, endTime: '09:00' }))).toEqual({
      endTime: 'La hora de fin debe ser posterior a la de inicio.',
    });
    expect(errors(classSessionCreateSchema.safeParse({ ...ok, mode: 'Remoto' }))).toEqual({
      mode: 'Modalidad inválida (Presencial, Virtual o Mixto).',
    });
  });
  it('validates the window, marks, resolutions and the month filter', () => {
    expect(attendanceOpenSchema.parse(undefined)).toEqual({ minutes: 15 });
    expect(attendanceOpenSchema.parse({ minutes: '30' })).toEqual({ minutes: 30 });
    expect(attendanceOpenSchema.safeParse({ minutes: 0 }).success).toBe(false);
    expect(attendanceMarkSchema.parse({ status: 'presente' })).toEqual({ status: 'PRESENTE' });
    expect(errors(attendanceMarkSchema.safeParse({ status: 'TARDE' }))).toEqual({
      status: 'Estado de asistencia inválido (PENDIENTE, PRESENTE o AUSENTE).',
    });
    expect(studentAttendanceMarkSchema.safeParse(undefined).success).toBe(true);
    expect(studentAttendanceMarkSchema.safeParse({ userId: 9 }).error?.issues[0].message).toBe('Solo puedes marcar tu propia asistencia.');
    expect(rectificationResolveSchema.parse({ decision: 'aceptada' })).toEqual({ decision: 'ACEPTADA', answer: '' });
    expect(errors(rectificationResolveSchema.safeParse({ decision: 'RECHAZADA', answer: ' ' }))).toEqual({
      answer: 'Indica el motivo del rechazo.',
    });
    expect(teacherSessionsQuerySchema.parse({ month: '2026-03' })).toEqual({
      month: '2026-03',
      from: undefined,
      to: undefined,
      courseId: undefined,
    });
    expect(errors(teacherSessionsQuerySchema.safeParse({ month: '2026-13' }))).toEqual({ month: 'Mes inválido (usa AAAA-MM).' });
  });
});

describe('evaluation schemas', () => {
  it('reads due dates as Lima time', () => {
    expect(parseDueAt('2026-03-10')).toBe('2026-03-11T04:59:00.000Z');
    expect(parseDueAt('2026-03-10T19:30')).toBe('2026-03-11T00:30:00.000Z');
    expect(parseDueAt('2026-03-10T10:00:00Z')).toBe('2026-03-10T10:00:00.000Z');
    expect(parseDueAt('2026-02-31')).toBeUndefined();
    expect(parseDueAt('10/03/2026')).toBeUndefined();
    expect(parseDueAt('')).toBeNull();
  });
  it('needs questions for a quiz, gives them ids, and drops them for other types', () => {
    const quiz = evaluationCreateSchema.parse({
      courseId: 1,
      type: 'quiz',
      title: ' Quiz 1 ',
      dueAt: '2026-05-01T10:00',
      questions: [
        { text: '¿A?', options: ['x', 'y'], answer: 1 },
        { id: 'q1', text: '¿B?', options: ['x', 'y', 'z'], answer: '2' },
      ],
    });
    expect(quiz).toMatchObject({ type: 'Quiz', title: 'Quiz 1', weight: null, resourceId: null, instructions: '' });
    expect(quiz.questions.map((q) => [q.id, q.answer])).toEqual([
      ['q1', 1],
      ['q2', 2],
    ]);
    expect(errors(evaluationCreateSchema.safeParse({ courseId: 1, type: 'Quiz', title: 'Q', dueAt: '2026-05-01' }))).toEqual({
      questions: 'Un quiz necesita al menos una pregunta.',
    });
    const task = evaluationCreateSchema.parse({
      courseId: 1,
      type: 'Tarea',
      title: 'T',
      dueAt: '2026-05-01',
      questions: [{ text: 'a', options: ['x', 'y'], answer: 0 }],
    });
    expect(task.questions).toEqual([]);
  });
  it("the teacher's draft: a quiz's questions are checked (an answer of -1 is none), another type's are not", () => {
    const draft = { courseId: '5', type: 'Quiz', title: 'Quiz 1', dueAt: '2026-12-01T23:00', instructions: '' };
    const question = { key: 7, text: '¿Qué es el amparo?', options: ['Un proceso', ''], answer: -1 };
    expect(errors(evaluationDraftSchema.safeParse({ ...draft, questions: [question] }))).toEqual({
      'questions.0.options.1': 'Escribe el texto de cada opción.',
      'questions.0.answer': 'Indica cuál es la opción correcta.',
    });
    expect(
      evaluationDraftSchema.parse({ ...draft, questions: [{ ...question, options: ['Un proceso', 'Una ley'], answer: 0 }] }),
    ).toMatchObject({
      courseId: 5,
      questions: [{ id: 'q1', text: '¿Qué es el amparo?', options: ['Un proceso', 'Una ley'], answer: 0 }],
    });
    expect(evaluationDraftSchema.parse({ ...draft, type: 'Tarea', questions: [question] }).questions).toEqual([]);
  });
  it("the teacher's draft of a quiz drawn from the bank leaves out the empty question the form starts with", () => {
    const draft = { courseId: '5', type: 'Quiz', title: 'Quiz del banco', dueAt: '2026-12-01T23:00', instructions: '' };
    const blank = { key: 8, kind: 'single', text: '', options: ['', ''], answer: -1, answers: [], accepted: '' };
    expect(evaluationDraftSchema.parse({ ...draft, bankCount: '5', questions: [blank] })).toMatchObject({ bankCount: 5, questions: [] });
    // Without the bank, an empty question is still an error to fix; a written one is always checked.
    expect(errors(evaluationDraftSchema.safeParse({ ...draft, bankCount: '', questions: [blank] }))).toMatchObject({
      'questions.0.text': 'Escribe el enunciado de la pregunta.',
    });
    expect(
      errors(evaluationDraftSchema.safeParse({ ...draft, bankCount: '5', questions: [{ ...blank, text: '¿Qué es el dolo?' }] })),
    ).toMatchObject({ 'questions.0.answer': 'Indica cuál es la opción correcta.' });
  });
  it('answers Spanish messages per field', () => {
    expect(errors(evaluationCreateSchema.safeParse({ type: 'Ensayo', weight: 'x' }))).toEqual({
      courseId: 'Selecciona un curso.',
      type: 'Tipo inválido (Examen, Tarea o Quiz).',
      title: 'Escribe un título para la evaluación.',
      dueAt: 'Indica la fecha de entrega.',
      weight: 'El peso debe ser un número entre 0 y 100.',
    });
    const bad = evaluationCreateSchema.safeParse({
      courseId: 1,
      type: 'Quiz',
      title: 'Q',
      dueAt: '2026-05-01',
      questions: [
        { text: '', options: ['x'], answer: 3 },
        { text: 'b', options: ['x', ''], answer: 0 },
      ],
    });
    expect(errors(bad)).toMatchObject({
      'questions.0.text': 'Escribe el enunciado de la pregunta.',
      'questions.0.options': 'Cada pregunta necesita entre 2 y 8 opciones.',
      'questions.1.options.1': 'Escribe el texto de cada opción.',
    });
  });
  it('grades 0–20 with two decimals, accepting a decimal comma', () => {
    expect(gradeSubmissionSchema.parse({ score: '14,5' })).toEqual({ score: 14.5, feedback: '' });
    expect(gradeSubmissionSchema.parse({ score: 20, feedback: ' Bien ' })).toEqual({ score: 20, feedback: 'Bien' });
    for (const score of [-1, 20.01, 14.555, 'abc', null]) {
      expect(errors(gradeSubmissionSchema.safeParse({ score }))).toEqual({
        score: 'La nota debe estar entre 0 y 20 (hasta dos decimales).',
      });
    }
  });
  it('parses task and quiz submissions', () => {
    expect(taskSubmissionSchema.parse({})).toEqual({ text: '' });
    expect(quizAnswersSchema.parse({ answers: { q1: '1', q2: 0 } })).toEqual({ answers: { q1: 1, q2: 0 } });
    expect(quizAnswersSchema.safeParse({ answers: { q1: -1 } }).success).toBe(false);
    expect(quizAnswersSchema.safeParse({}).error?.issues[0].message).toBe('Responde todas las preguntas.');
  });
});

describe('announcements and notifications', () => {
  it('validates an announcement', () => {
    expect(announcementCreateSchema.parse({ courseId: '2', title: ' Hola ' })).toEqual({ courseId: 2, title: 'Hola', body: '' });
    expect(errors(announcementCreateSchema.safeParse({ courseId: 2, title: '  ' }))).toEqual({ title: 'Escribe el anuncio.' });
  });
  it('limits the bell list', () => {
    expect(notificationsQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(errors(notificationsQuerySchema.safeParse({ limit: '500' }))).toEqual({ limit: 'Límite inválido (1 a 100).' });
  });
});
