import { screen, within } from '@testing-library/react';
import { httpError } from '@inpro/ui/src/testing';
import type { StudentEvaluation } from '@inpro/shared-contracts';
import { evaluation } from '../../../testing/evaluations';
import { renderPage } from '../../../testing/renderPage';
import { ALL_EVALUATIONS_EMPTY, EvaluationsPage } from './EvaluationsPage';

const ev = (id: number, fields: Partial<StudentEvaluation>) => evaluation({ id, title: `Evaluación ${id}`, instructions: '', ...fields });

const render = (answer: unknown) =>
  renderPage(<EvaluationsPage />, { path: '/aula/evaluaciones', url: '/aula/evaluaciones', get: { '/student/evaluations': answer } });

describe('EvaluationsPage', () => {
  it("lists every course's evaluations, the nearest due date first, each with its course and a link to it", async () => {
    render([
      ev(1, { dueAt: '2026-12-20T04:59:00.000Z' }),
      ev(2, { courseId: 5, courseTitle: 'Arbitraje Comercial', type: 'Quiz', dueAt: '2026-12-10T04:59:00.000Z' }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Evaluaciones' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Evaluación 2', 'Evaluación 1']);
    const quiz = within(rows[0]);
    expect(quiz.getByText('Arbitraje Comercial')).toBeInTheDocument();
    expect(quiz.getByRole('link', { name: 'Resolver: Evaluación 2' })).toHaveAttribute('href', '/aula/evaluaciones/5/2');
    expect(within(rows[1]).getByRole('link', { name: 'Entregar: Evaluación 1' })).toHaveAttribute('href', '/aula/evaluaciones/3/1');
  });

  it('says when there are none and when they cannot be loaded', async () => {
    const a = render([]);
    expect(await screen.findByText(ALL_EVALUATIONS_EMPTY)).toBeInTheDocument();
    a.unmount();
    render(() => {
      throw httpError(500);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las evaluaciones.');
  });
});
