import { screen, within } from '@testing-library/react';
import { httpError } from '@inpro/ui/src/testing';
import type { StudentGrade } from '@inpro/shared-contracts';
import { renderPage } from '../../../testing/renderPage';
import { GradesPage } from './GradesPage';

const grade = (id: number, score: number, fields: Partial<StudentGrade> = {}): StudentGrade => ({
  submissionId: id,
  evaluationId: id,
  evaluationTitle: `Evaluación ${id}`,
  type: 'Examen',
  courseId: 3,
  courseTitle: 'Derecho Penal',
  courseCode: 'RD-3',
  score,
  weight: null,
  gradedAt: '2026-03-11T02:00:00.000Z',
  feedback: null,
  passed: score >= 11,
  ...fields,
});

const render = (answer: unknown) => renderPage(<GradesPage />, { path: '/aula/notas', get: { '/student/grades': answer } });

describe('GradesPage', () => {
  it('lists course, evaluation, score, Lima date and feedback; average to two decimals and passing mark', async () => {
    render({
      items: [grade(1, 16.5, { feedback: 'Buen análisis.' }), grade(2, 9, { type: 'Quiz', courseTitle: 'Arbitraje' })],
      average: 12.75,
      passingMark: 11,
      passed: true,
    });
    expect(await screen.findByTestId('grade-average')).toHaveTextContent('12.75');
    expect(screen.getByTestId('passing-mark')).toHaveTextContent('11.00');
    expect(screen.getByText('Aprobado')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const first = within(within(table).getByRole('row', { name: /Evaluación 1/ }));
    expect(first.getByText('Derecho Penal')).toBeInTheDocument();
    expect(first.getByText('16.50')).toBeInTheDocument();
    // 02:00 UTC on the 11th is the 10th in Lima.
    expect(first.getByText('10/03/2026')).toBeInTheDocument();
    expect(first.getByText('Buen análisis.')).toBeInTheDocument();
    const second = within(within(table).getByRole('row', { name: /Evaluación 2 \(Quiz\)/ }));
    expect(second.getByText('9.00')).toBeInTheDocument();
    expect(second.getByText('—')).toBeInTheDocument();
  });

  it('Desaprobado below the passing mark from the settings', async () => {
    render({ items: [grade(1, 12)], average: 12, passingMark: 13, passed: false });
    expect(await screen.findByText('Desaprobado')).toBeInTheDocument();
    expect(screen.getByTestId('passing-mark')).toHaveTextContent('13.00');
  });

  it('empty state', async () => {
    render({ items: [], average: null, passingMark: 11, passed: null });
    expect(await screen.findByText('Aún no tienes notas registradas.')).toBeInTheDocument();
    expect(screen.getByText('La nota aprobatoria es 11.00.')).toBeInTheDocument();
  });

  it('error state', async () => {
    render(() => {
      throw httpError(500);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar tus notas.');
  });
});
