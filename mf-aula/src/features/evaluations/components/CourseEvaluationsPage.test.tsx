import { screen, within } from '@testing-library/react';
import { httpError } from '@inpro/ui/src/testing';
import type { StudentEvaluation } from '@inpro/shared-contracts';
import { evaluation } from '../../../testing/evaluations';
import { renderPage } from '../../../testing/renderPage';
import { CourseEvaluationsPage } from './CourseEvaluationsPage';

const ev = (id: number, fields: Partial<StudentEvaluation>) => evaluation({ id, title: `Evaluación ${id}`, instructions: '', ...fields });

const render = (answer: unknown) =>
  renderPage(<CourseEvaluationsPage />, {
    path: '/aula/evaluaciones/:courseId',
    url: '/aula/evaluaciones/3',
    get: { '/student/courses/3/evaluations': answer, '/my/courses': [] },
  });

describe('CourseEvaluationsPage', () => {
  it('lists type, due date, state, score and the action', async () => {
    render([
      ev(1, { type: 'Quiz' }),
      ev(2, {
        state: 'CALIFICADA',
        canSubmit: false,
        submission: {
          id: 1,
          status: 'CALIFICADO',
          submittedAt: '',
          text: null,
          file: null,
          answers: null,
          quizResult: null,
          score: 17,
          feedback: null,
          gradedAt: null,
        },
      }),
      ev(3, { state: 'VENCIDA', canSubmit: false, type: 'Examen' }),
    ]);
    const table = await screen.findByRole('table');
    const quiz = within(within(table).getByRole('row', { name: /Evaluación 1/ }));
    expect(quiz.getByText('Por entregar')).toBeInTheDocument();
    expect(quiz.getByRole('link', { name: 'Resolver: Evaluación 1' })).toHaveAttribute('href', '/aula/evaluaciones/3/1');
    expect(quiz.getByText('19/12/2026 23:59')).toBeInTheDocument();
    const graded = within(within(table).getByRole('row', { name: /Evaluación 2/ }));
    expect(graded.getByText('17.00')).toBeInTheDocument();
    expect(graded.getByText('Calificada')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Evaluación 3/ })).getByText('Vencida')).toBeInTheDocument();
    expect(screen.getByText('Derecho Penal')).toBeInTheDocument();
  });

  it('empty, error and 403', async () => {
    const a = render([]);
    expect(await screen.findByText('Este curso aún no tiene evaluaciones.')).toBeInTheDocument();
    a.unmount();
    const b = render(() => {
      throw httpError(500);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las evaluaciones.');
    b.unmount();
    render(() => {
      throw httpError(403, 'No estás inscrito en este curso.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No estás inscrito en este curso.');
  });
});
