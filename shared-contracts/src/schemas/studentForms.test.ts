import {
  PAY_NOW_CHOICE_REQUIRED,
  QUIZ_ANSWERS_INCOMPLETE,
  QUIZ_ANSWER_INVALID,
  SUBMISSION_EMPTY,
  VOUCHER_REQUIRED,
  VOUCHER_TOO_LARGE,
  fieldErrors,
  payNowFormSchema,
  quizAnswersFor,
  taskAnswerSchema,
} from '../index';

const errorsOf = (r: { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) =>
  r.success ? {} : fieldErrors(r.error!.issues);

describe("the classroom's forms (also checked by the server)", () => {
  it('a task answer needs a text or a file; the text is trimmed', () => {
    const schema = taskAnswerSchema<{ name: string }>();
    expect(errorsOf(schema.safeParse({ text: '   ', file: null }))).toEqual({ text: SUBMISSION_EMPTY });
    expect(schema.parse({ text: ' Mi informe ', file: null })).toEqual({ text: 'Mi informe', file: null });
    expect(schema.parse({ text: '', file: { name: 'informe.pdf' } })).toEqual({ text: '', file: { name: 'informe.pdf' } });
    expect(errorsOf(schema.safeParse({ text: 'x'.repeat(20001), file: null }))).toEqual({ text: 'Respuesta: máximo 20000 caracteres.' });
  });

  it("a quiz's answers: each one of its question's options, every question answered", () => {
    const schema = quizAnswersFor([
      { id: 'q1', options: ['a', 'b'] },
      { id: 'q2', options: ['a', 'b', 'c'] },
    ]);
    expect(schema.parse({ answers: { q1: 1, q2: 2 } })).toEqual({ answers: { q1: 1, q2: 2 } });
    expect(errorsOf(schema.safeParse({ answers: { q1: 0 } }))).toEqual({ 'answers.q2': QUIZ_ANSWERS_INCOMPLETE });
    expect(errorsOf(schema.safeParse({ answers: { q1: 0, q2: 3 } }))).toEqual({ 'answers.q2': QUIZ_ANSWER_INVALID });
    expect(errorsOf(schema.safeParse({ answers: { q1: 0, q2: 0, q9: 0 } }))).toEqual({ 'answers.q9': QUIZ_ANSWER_INVALID });
  });

  it("'Pagar ahora': an installment chosen; a voucher only for that method, at most 10 MB", () => {
    const schema = payNowFormSchema<{ size: number }>();
    expect(schema.safeParse({ installment: '41', method: 'CARD', voucher: null }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ installment: '', method: 'CARD', voucher: null }))).toEqual({
      installment: PAY_NOW_CHOICE_REQUIRED,
    });
    expect(errorsOf(schema.safeParse({ installment: '41', method: 'VOUCHER', voucher: null }))).toEqual({ voucher: VOUCHER_REQUIRED });
    expect(errorsOf(schema.safeParse({ installment: '41', method: 'VOUCHER', voucher: { size: 11 * 1024 * 1024 } }))).toEqual({
      voucher: VOUCHER_TOO_LARGE,
    });
    expect(schema.safeParse({ installment: 'all-due', method: 'VOUCHER', voucher: { size: 1024 } }).success).toBe(true);
  });
});
