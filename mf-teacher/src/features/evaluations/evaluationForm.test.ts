import { emptyEvaluation, newQuestion, optionsError, toLimaInput } from './evaluationForm';

describe('evaluation draft', () => {
  it('starts as a Tarea with no questions; a new question has two empty options and no answer', () => {
    expect(emptyEvaluation()).toMatchObject({ type: 'Tarea', questions: [] });
    const a = newQuestion();
    expect(a).toMatchObject({ text: '', options: ['', ''], answer: -1 });
    expect(newQuestion().key).not.toBe(a.key);
  });

  it("shows one message under a question's options: the options' own, an option's, else the answer's", () => {
    expect(optionsError({ 'questions.0.options.1': 'Escribe el texto de cada opción.' }, 0)).toBe('Escribe el texto de cada opción.');
    expect(optionsError({ 'questions.1.options': 'Cada pregunta necesita entre 2 y 8 opciones.' }, 1)).toMatch(/entre 2 y 8/);
    expect(optionsError({ 'questions.0.answer': 'Indica cuál es la opción correcta.' }, 0)).toBe('Indica cuál es la opción correcta.');
    expect(optionsError({ 'questions.0.answer': 'x' }, 1)).toBeUndefined();
  });
});

describe('an evaluation back in the form', () => {
  it('shows instants in Lima time (UTC−5) and empty for no date', () => {
    expect(toLimaInput('2026-12-02T04:59:00.000Z')).toBe('2026-12-01T23:59');
    expect(toLimaInput(null)).toBe('');
    expect(toLimaInput('nope')).toBe('');
  });
});
