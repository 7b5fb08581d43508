import { emptyEvaluation, evaluationErrors, evaluationInput, newQuestion } from './evaluationForm';

describe('evaluation draft', () => {
  it('says what is missing in Spanish', () => {
    expect(evaluationErrors(emptyEvaluation())).toEqual({
      courseId: 'Selecciona un curso.',
      title: 'Escribe un título para la evaluación.',
      dueAt: 'Indica la fecha de entrega.',
    });
  });

  it('a quiz needs questions with options and the right answer', () => {
    const base = { ...emptyEvaluation(), courseId: '5', title: 'Quiz 1', dueAt: '2026-12-01T23:00', type: 'Quiz' };
    expect(evaluationErrors(base)).toEqual({ questions: 'Un quiz necesita al menos una pregunta.' });
    const q = { ...newQuestion(), text: '¿Qué es el amparo?', options: ['Un proceso', ''] };
    expect(evaluationErrors({ ...base, questions: [q] })).toEqual({
      'questions.0.options': 'Escribe el texto de cada opción.',
      'questions.0.answer': 'Indica cuál es la opción correcta.',
    });
    const ok = { ...base, questions: [{ ...q, options: ['Un proceso', 'Una ley'], answer: 0 }] };
    expect(evaluationErrors(ok)).toEqual({});
    expect(evaluationInput(ok).questions).toEqual([{ text: '¿Qué es el amparo?', options: ['Un proceso', 'Una ley'], answer: 0 }]);
  });

  it('a task sends no questions', () => {
    const d = { ...emptyEvaluation(), courseId: '5', title: 'Tarea', dueAt: '2026-12-01', questions: [newQuestion()] };
    expect(evaluationErrors(d)).toEqual({});
    expect(evaluationInput(d).questions).toEqual([]);
  });
});
