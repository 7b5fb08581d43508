import { bankQuestionCreateSchema, evaluationCreateSchema } from './requests';

describe('quiz question kinds', () => {
  it('keeps single choice in its historical shape', () => {
    expect(bankQuestionCreateSchema.parse({ text: '¿?', options: ['a', 'b'], answer: '1' })).toEqual({
      text: '¿?',
      options: ['a', 'b'],
      answer: 1,
    });
  });
  it('stores multiple, true/false, short and essay questions', () => {
    expect(bankQuestionCreateSchema.parse({ kind: 'multiple', text: 'M', options: ['a', 'b', 'c'], answers: [2, 0, 2] })).toEqual({
      kind: 'multiple',
      text: 'M',
      options: ['a', 'b', 'c'],
      answer: 0,
      answers: [0, 2],
    });
    expect(bankQuestionCreateSchema.parse({ kind: 'truefalse', text: 'V', answer: 1 })).toMatchObject({
      options: ['Verdadero', 'Falso'],
      answer: 1,
    });
    expect(bankQuestionCreateSchema.parse({ kind: 'short', text: 'S', accepted: 'Lima\n\n Perú ' })).toMatchObject({
      accepted: ['Lima', 'Perú'],
    });
    expect(bankQuestionCreateSchema.parse({ kind: 'essay', text: 'E' })).toEqual({ kind: 'essay', text: 'E', options: [], answer: 0 });
  });
  it('refuses incomplete questions in Spanish', () => {
    const msg = (v: unknown) => bankQuestionCreateSchema.safeParse(v).error?.issues[0]?.message;
    expect(msg({ kind: 'multiple', text: 'M', options: ['a', 'b'], answers: [] })).toBe('Marca al menos una opción correcta.');
    expect(msg({ kind: 'short', text: 'S', accepted: ['  '] })).toBe('Escribe al menos una respuesta aceptada.');
    expect(msg({ kind: 'truefalse', text: 'V', answer: 2 })).toBe('Indica cuál es la opción correcta.');
    expect(msg({ kind: 'ensayo', text: 'V' })).toBe('Tipo de pregunta inválido.');
  });
});

describe('quiz settings', () => {
  const base = { courseId: 1, type: 'Quiz', title: 'Q', dueAt: '2026-05-10' };
  it('accepts a bank-only quiz with attempts and a time limit', () => {
    const v = evaluationCreateSchema.parse({ ...base, bankCount: '3', maxAttempts: 2, attemptRule: 'average', timeLimitMinutes: '20' });
    expect(v).toMatchObject({ questions: [], bankCount: 3, maxAttempts: 2, attemptRule: 'AVERAGE', timeLimitMinutes: 20, opensAt: null });
  });
  it('refuses an opening after the due date and a quiz with no questions', () => {
    expect(
      evaluationCreateSchema.safeParse({ ...base, questions: [{ text: 'a', options: ['x', 'y'], answer: 0 }], opensAt: '2026-05-11' }).error
        ?.issues[0]?.message,
    ).toBe('La fecha de apertura debe ser anterior a la de entrega.');
    expect(evaluationCreateSchema.safeParse(base).error?.issues[0]?.message).toBe('Un quiz necesita al menos una pregunta.');
  });
  it('gives tasks no attempt settings', () => {
    expect(evaluationCreateSchema.parse({ ...base, type: 'Tarea', maxAttempts: 3, timeLimitMinutes: 10 })).toMatchObject({
      maxAttempts: 1,
      timeLimitMinutes: null,
    });
  });
});
