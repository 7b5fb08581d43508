import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '@inpro/ui/src/testing';
import type { Gradebook } from '@inpro/shared-contracts';
import { renderPage } from '../../../testing/renderPage';
import { GradebookPage } from './GradebookPage';

const book = (over: Partial<Gradebook> = {}): Gradebook => ({
  courseId: 5,
  courseTitle: 'Derecho Constitucional',
  courseCode: 'RD-2026-0101',
  passingMark: 11,
  categories: [
    { id: 1, name: 'Exámenes', weight: 60 },
    { id: 2, name: 'Participación', weight: 40 },
  ],
  columns: [
    { key: 'e7', kind: 'evaluation', id: 7, title: 'Examen parcial', type: 'Examen', categoryId: 1 },
    { key: 'i3', kind: 'item', id: 3, title: 'Participación oral', type: 'Manual', categoryId: 2 },
  ],
  rows: [
    {
      userId: 40,
      fullName: 'Ana Alumna',
      email: 'ana@example.com',
      scores: { e7: 10, i3: null },
      categories: [
        { categoryId: 1, grade: 10 },
        { categoryId: 2, grade: null },
      ],
      grade: { average: 10, computed: 10, final: 10, overridden: false, passed: false, overrideReason: null },
    },
  ],
  ...over,
});

function render(routes: Record<string, unknown> = {}) {
  return renderPage(<GradebookPage />, {
    path: '/prof/cursos/:id/calificaciones',
    url: '/prof/cursos/5/calificaciones',
    get: { '/teacher/courses/5/gradebook': book() },
    routes,
  });
}

describe('GradebookPage', () => {
  it('shows categories, the weights total, each grade and the final grade with its state', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Calificaciones: Derecho Constitucional' })).toBeInTheDocument();
    expect(screen.getByTestId('gb-weights-total')).toHaveTextContent('Los pesos suman 100 %.');
    const row = screen.getByTestId('gb-row-40');
    expect(within(row).getAllByText('10.00')).toHaveLength(3);
    expect(within(row).getByTestId('gb-final')).toHaveTextContent('10');
    expect(within(row).getByText('Desaprobado')).toBeInTheDocument();
    expect(screen.getByLabelText('Nota de Ana Alumna en Participación oral')).toHaveValue('');
    expect(screen.getByLabelText('Categoría de Examen parcial (Examen)')).toHaveValue('1');
  });

  it('saves a manual grade and shows the recomputed final grade', async () => {
    const saved = book();
    saved.rows[0] = {
      ...saved.rows[0],
      scores: { e7: 10, i3: 16 },
      grade: { average: 12.4, computed: 12, final: 12, overridden: false, passed: true, overrideReason: null },
    };
    const { shell } = render({ 'PUT /teacher/courses/5/gradebook/items/3/scores/40': saved });
    const input = await screen.findByLabelText('Nota de Ana Alumna en Participación oral');
    await userEvent.type(input, '16{Enter}');
    expect(await within(screen.getByTestId('gb-row-40')).findByText('Aprobado')).toBeInTheDocument();
    expect(screen.getByTestId('gb-final')).toHaveTextContent('12');
    expect(shell.calls.find((c) => c.method === 'PUT')?.body).toEqual({ score: '16' });
  });

  it('an override without a long enough reason shows the server’s Spanish message', async () => {
    render({
      'PUT /teacher/courses/5/gradebook/overrides/40': () => {
        throw httpError(400, 'Escribe el motivo del ajuste (al menos 10 caracteres).');
      },
    });
    const form = await screen.findByRole('region', { name: 'Ajustar nota final' });
    await userEvent.selectOptions(within(form).getByLabelText('Estudiante'), 'Ana Alumna');
    await userEvent.type(within(form).getByLabelText('Nota final (0 a 20)'), '11');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar ajuste' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Escribe el motivo del ajuste (al menos 10 caracteres).');
  });

  it('a course the teacher does not teach: the Spanish refusal', async () => {
    renderPage(<GradebookPage />, {
      path: '/prof/cursos/:id/calificaciones',
      url: '/prof/cursos/5/calificaciones',
      get: {
        '/teacher/courses/5/gradebook': () => {
          throw httpError(403, 'Solo puedes gestionar los cursos que dictas.');
        },
      },
    });
    expect(await screen.findByText('Solo puedes gestionar los cursos que dictas.')).toBeInTheDocument();
  });
});
