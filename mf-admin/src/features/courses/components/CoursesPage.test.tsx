import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute } from '@inpro/ui/src/testing';
import type { Course } from '@inpro/shared-contracts';
import { adminShell } from '../../../testing/adminShell';
import { COURSES_LOAD_ERROR, CoursesPage, NO_RESULTS } from './CoursesPage';

const course = (id: number, title: string, fields: Partial<Course> = {}) =>
  ({
    id,
    title,
    code: `RD-${id}`,
    level: 'Básico',
    area: 'Arbitraje',
    type: 'Curso',
    teacherVisible: 'Dra. Vega',
    price: 350,
    published: true,
    image: null,
    ...fields,
  }) as Course;

const ROWS = [
  course(1, 'Arbitraje Comercial'),
  course(2, 'Derecho Penal', { published: false, area: 'Penal', image: '/api/media/x.webp' }),
];

function render(routes: Record<string, unknown> = {}) {
  const shell = adminShell({ routes: { 'GET /admin/courses': ROWS, ...routes } });
  return { ...renderRoute(<CoursesPage />, shell, { path: '/admin/cursos' }), shell };
}

describe('CoursesPage (admin)', () => {
  it('shows each course as a card: image or Sin imagen, Publicado/Borrador, code and level, teacher, price', async () => {
    render();
    const cards = within(await screen.findByRole('list', { name: 'Cursos' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Sin imagen');
    expect(cards[0]).toHaveTextContent('Publicado');
    expect(cards[0]).toHaveTextContent('RD-1 · Básico');
    expect(cards[0]).toHaveTextContent('S/ 350.00');
    expect(cards[1]).toHaveTextContent('Borrador');
    expect(within(cards[0]).getByRole('link', { name: 'Editar Arbitraje Comercial' })).toHaveAttribute('href', '/admin/cursos/1/edit');
  });

  it("searches title, code, area, type and teacher; 'Mostrar solo publicados'; 'No hay resultados.'", async () => {
    render();
    await screen.findByRole('list', { name: 'Cursos' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'penal');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mostrar solo publicados' }));
    expect(screen.getByText(NO_RESULTS)).toBeInTheDocument();
  });

  it('deletes after the confirmation with the seed text', async () => {
    const { shell } = render({ 'DELETE /courses/1': undefined });
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar Arbitraje Comercial' }));
    expect(screen.getByRole('alertdialog', { name: '¿Borrar definitivamente "Arbitraje Comercial"?' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(shell.requests).toContain('DELETE /courses/1'));
  });

  it("says 'No se pudo cargar el listado.'", async () => {
    render({
      'GET /admin/courses': () => {
        throw httpError(500);
      },
    });
    expect(await screen.findByText(COURSES_LOAD_ERROR)).toBeInTheDocument();
  });
});
