import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, type FakeCall } from '@inpro/ui/src/testing';
import { makeCourse, renderPage } from '../../../testing/renderPage';
import { MyCoursesPage } from './MyCoursesPage';

const page = (content: unknown[]) => ({ content, page: 0, size: 50, totalElements: content.length, totalPages: 1 });
const courses = [
  makeCourse(),
  makeCourse({
    id: 8,
    title: 'Arbitraje Comercial',
    name: 'Arbitraje Comercial',
    type: 'Diplomado',
    area: 'Arbitraje',
    level: 'Avanzado',
    students: 3,
  }),
];

function render(answer: (call: FakeCall) => unknown = (c) => page(c.params?.q ? courses.slice(1) : courses)) {
  return renderPage(<MyCoursesPage />, { path: '/prof/cursos', get: { '/teacher/courses': answer } });
}

describe('MyCoursesPage', () => {
  it('lists the courses of GET /teacher/courses (q, page 0, size 50) as cards', async () => {
    const { shell } = render();
    expect(screen.getByText('Cargando cursos…')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('teacher-course-card');
    expect(cards).toHaveLength(2);
    expect(shell.calls[0]).toMatchObject({ method: 'GET', url: '/teacher/courses', params: { page: 0, size: 50 } });
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Derecho Constitucional' })).toBeInTheDocument();
    expect(first.getByText('Curso')).toBeInTheDocument();
    expect(first.getByText('Derecho Público')).toBeInTheDocument();
    expect(first.getAllByText('Intermedio').length).toBeGreaterThan(0);
    expect(first.getByText('12')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Gestionar: Derecho Constitucional' })).toHaveAttribute('href', '/prof/curso/5/gestionar');
    expect(first.getByRole('link', { name: 'Vista alumno: Derecho Constitucional' })).toHaveAttribute('href', '/aula/materiales/5');
  });

  it("'Vista alumno' opens the student's materials view through the shell", async () => {
    const { shell } = render();
    const [card] = await screen.findAllByTestId('teacher-course-card');
    await userEvent.click(within(card).getByRole('link', { name: /Vista alumno/ }));
    expect(shell.navigations).toEqual(['/aula/materiales/5']);
  });

  it('searches on the server after the typing stops (debounced)', async () => {
    const { shell } = render();
    await screen.findAllByTestId('teacher-course-card');
    await userEvent.type(screen.getByLabelText('Buscar curso'), 'arbi');
    await waitFor(() => expect(screen.getAllByTestId('teacher-course-card')).toHaveLength(1));
    const searches = shell.calls.filter((c) => c.params?.q);
    // One call for the whole word, not one per key.
    expect(searches).toHaveLength(1);
    expect(searches[0].params).toEqual({ q: 'arbi', page: 0, size: 50 });
  });

  it('says when there are no courses', async () => {
    render(() => page([]));
    expect(await screen.findByText('Aún no tienes cursos asignados.')).toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the call fails", async () => {
    render(() => Promise.reject(httpError(500, 'Servicio no disponible.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Servicio no disponible.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
