import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute, type FakeCall } from '@inpro/ui/src/testing';
import type { SuperadminCourse } from '@inpro/shared-contracts';
import { masterShell, page } from '../../../testing/master';
import { CoursesPage } from './CoursesPage';

const course = (id: number, title: string, published: boolean, enrolled: number, revenue: number): SuperadminCourse => ({
  id,
  title,
  code: `RES-${id}`,
  type: 'Diplomado',
  area: 'Civil',
  teacherVisible: 'Dra. Ruiz',
  price: 1200,
  published,
  enrolled,
  revenue,
});

function render(
  list: (c: FakeCall) => unknown = () => page([course(5, 'Derecho Civil', true, 12, 14400.5), course(6, 'Arbitraje', false, 0, 0)]),
) {
  const shell = masterShell({ routes: { 'GET /superadmin/courses': list } });
  return renderRoute(<CoursesPage />, shell, { path: '/superadmin/cursos' });
}

describe('CoursesPage', () => {
  it('lists the courses from the server with enrolled, revenue and published', async () => {
    render();
    const row = (await screen.findByRole('rowheader', { name: /Derecho Civil/ })).closest('tr')!;
    expect(within(row).getByText('Publicado')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('S/ 14,400.50')).toBeInTheDocument();
    expect(within(row).getByText('S/ 1,200.00')).toBeInTheDocument();
    expect(within(screen.getByRole('rowheader', { name: /Arbitraje/ }).closest('tr')!).getByText('Borrador')).toBeInTheDocument();
    expect(screen.getByText('2 cursos')).toBeInTheDocument();
  });

  it('links each course to the administrator editor through the shell navigation', async () => {
    const { shell } = render();
    const edit = await screen.findByRole('link', { name: 'Editar Derecho Civil' });
    expect(edit).toHaveAttribute('href', '/admin/cursos/5/edit');
    await userEvent.click(edit);
    expect(shell.navigations).toEqual(['/admin/cursos/5/edit']);
  });

  it('searches on the server and filters the published ones', async () => {
    const { shell } = render();
    await screen.findByRole('rowheader', { name: /Derecho Civil/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'civil');
    await waitFor(() => expect(shell.calls.at(-1)?.params).toEqual({ page: 0, q: 'civil' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mostrar solo publicados' }));
    await waitFor(() => expect(shell.calls.at(-1)?.params).toEqual({ page: 0, q: 'civil', published: true }));
  });

  it('shows the empty and error states', async () => {
    render(() => page([]));
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    render(() => {
      throw httpError(500);
    });
    expect(await screen.findByText('No se pudo cargar el listado.')).toBeInTheDocument();
  });
});
