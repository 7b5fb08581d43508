import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '@inpro/ui/src/testing';
import type { MyCourse } from '@inpro/shared-contracts';
import { renderPage } from '../../../testing/renderPage';
import { MyCoursesPage } from './MyCoursesPage';

const course = (id: number, title: string, area: string, level: string, teacherVisible = 'Dra. Rosa Paz'): MyCourse => ({
  id,
  title,
  code: `RD-${id}`,
  area,
  level,
  type: 'Curso',
  teacherVisible,
  image: null,
  hours: 40,
  startDate: null,
  endDate: null,
  enrolledAt: '2026-01-01T00:00:00.000Z',
  unitsCount: 2,
});

const render = (answer: unknown) => renderPage(<MyCoursesPage />, { path: '/aula/miscursos', get: { '/my/courses': answer } });

describe('MyCoursesPage', () => {
  it('shows the loading text, then one card per course with its links', async () => {
    render([course(3, 'Derecho Penal', 'Penal', 'Básico'), course(5, 'Arbitraje', 'Civil', 'Avanzado', '')]);
    expect(screen.getByText('Cargando tus cursos…')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('my-course-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { level: 2, name: 'Derecho Penal' })).toBeInTheDocument();
    expect(first.getByText('Básico')).toBeInTheDocument();
    expect(first.getByText('Penal')).toBeInTheDocument();
    expect(first.getByText('Dra. Rosa Paz')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Asistencia: Derecho Penal' })).toHaveAttribute('href', '/aula/asistencia/3');
    expect(first.getByRole('link', { name: 'Materiales: Derecho Penal' })).toHaveAttribute('href', '/aula/materiales/3');
    expect(within(cards[1]).queryByText('Docente')).toBeNull();
  });

  it('searches by title, area or level on the client; the category filter is disabled with Todos', async () => {
    const { shell } = render([course(3, 'Derecho Penal', 'Penal', 'Básico'), course(5, 'Arbitraje', 'Civil', 'Avanzado')]);
    await screen.findAllByTestId('my-course-card');
    const category = screen.getByLabelText('Categoría');
    expect(category).toBeDisabled();
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos']);
    const search = screen.getByLabelText('Buscar');
    await userEvent.type(search, 'civil');
    expect(screen.getAllByTestId('my-course-card')).toHaveLength(1);
    expect(screen.getByText('Arbitraje')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'basico');
    expect(screen.getByText('Derecho Penal')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nada');
    expect(screen.getByText('Ningún curso coincide con tu búsqueda.')).toBeInTheDocument();
    expect(shell.requests).toEqual(['GET /my/courses']);
  });

  it('empty: Aún no estás inscrito en ningún curso.', async () => {
    render([]);
    expect(await screen.findByText('Aún no estás inscrito en ningún curso.')).toBeInTheDocument();
  });

  it('error: the server message, else the fallback; Reintentar loads again', async () => {
    let calls = 0;
    render(() => {
      calls += 1;
      if (calls === 1) throw httpError(500, 'Servicio no disponible.');
      if (calls === 2) throw new Error('Network Error');
      return [course(1, 'Curso A', 'Penal', 'Básico')];
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No se pudieron cargar tus cursos.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Curso A')).toBeInTheDocument();
  });
});
