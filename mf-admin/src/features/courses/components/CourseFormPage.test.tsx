import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute } from '@inpro/ui/src/testing';
import { COURSE_CODE_REQUIRED, COURSE_TEACHER_REQUIRED, COURSE_TITLE_REQUIRED, type AdminUser, type Course } from '@inpro/shared-contracts';
import { adminShell } from '../../../testing/adminShell';
import { COURSE_LOAD_ERROR, COURSE_NOT_FOUND_TEXT, CourseFormPage } from './CourseFormPage';

const TEACHERS = [
  { id: 31, fullName: 'Dra. Carmen Vega', email: 'docente@inpro.test' },
  { id: 32, fullName: 'Dr. Julio Ramos', email: 'julio@inpro.test' },
] as AdminUser[];

const COURSE = {
  id: 5,
  code: 'RD-5',
  title: 'Arbitraje Comercial',
  slug: 'arbitraje-comercial',
  description: 'Curso práctico.',
  teacherId: 31,
  published: true,
  area: 'Arbitraje',
  type: 'Curso',
  level: 'Intermedio',
  popularity: 'Alta',
  teacherVisible: 'Dra. Carmen Vega',
  hours: 24,
  students: 10,
  rating: 4.5,
  price: 350,
  image: null,
  syllabus: ['Convenio arbitral'],
  requirements: [],
  teachers: [],
  startDate: null,
  endDate: null,
  schedule: [],
  installmentDates: [],
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as Course;

const teachersPage = { content: TEACHERS, totalElements: 2, totalPages: 1, number: 0, size: 20 };

function render(url: string, routes: Record<string, unknown> = {}) {
  const shell = adminShell({ routes: { 'GET /admin/users': teachersPage, ...routes } });
  const path = url.endsWith('/new') ? '/admin/cursos/new' : '/admin/cursos/:id/edit';
  return { ...renderRoute(<CourseFormPage />, shell, { path, url }), shell };
}

const location = () => screen.getByTestId('location').textContent;

describe('CourseFormPage (admin)', () => {
  it("says what is missing and sends nothing; then creates the course with the chosen teacher and goes back to 'Mis Cursos'", async () => {
    const { shell } = render('/admin/cursos/new', { 'POST /courses': { ...COURSE, id: 6 } });
    expect(screen.getByRole('heading', { name: 'Nuevo curso' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText(COURSE_TITLE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(COURSE_CODE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(COURSE_TEACHER_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Título/ })).toHaveAttribute('aria-invalid', 'true');
    expect(shell.requests).not.toContain('POST /courses');

    await userEvent.type(screen.getByRole('textbox', { name: /Título/ }), 'Derecho Penal Económico');
    await userEvent.type(screen.getByRole('textbox', { name: /Resolución \(Código\)/ }), 'RD-6');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Precio (S/)' }), '420');
    // Choosing a teacher fills the id and, when empty, the visible teacher name.
    await userEvent.click(await screen.findByRole('button', { name: 'Elegir a Dr. Julio Ramos' }));
    expect(screen.getByRole('textbox', { name: /ID del Docente/ })).toHaveValue('32');
    expect(screen.getByRole('textbox', { name: 'Docente visible' })).toHaveValue('Dr. Julio Ramos');
    expect(screen.getByRole('button', { name: 'Elegido: Dr. Julio Ramos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+ Añadir tema' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tema 1' }), 'Delitos tributarios');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('Curso creado ✅')).toBeInTheDocument();
    const sent = shell.calls.find((c) => c.method === 'POST' && c.url === '/courses')?.body;
    expect(sent).toMatchObject({
      title: 'Derecho Penal Económico',
      code: 'RD-6',
      teacherId: '32',
      teacherVisible: 'Dr. Julio Ramos',
      price: '420',
      type: 'Curso',
      level: 'Básico',
      published: false,
      syllabus: ['Delitos tributarios'],
      image: null,
    });
    await waitFor(() => expect(location()).toBe('/admin/cursos'));
  });

  it('edits a course: its fields come filled and the change is saved with PUT', async () => {
    const { shell } = render('/admin/cursos/5/edit', { 'GET /admin/courses/5': COURSE, 'PUT /courses/5': COURSE });
    expect(await screen.findByRole('heading', { name: 'Editar curso: Arbitraje Comercial' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Título/ })).toHaveValue('Arbitraje Comercial');
    expect(screen.getByRole('checkbox', { name: 'Publicado' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Tema 1' })).toHaveValue('Convenio arbitral');
    const price = screen.getByRole('spinbutton', { name: 'Precio (S/)' });
    await userEvent.clear(price);
    await userEvent.type(price, '390');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Curso guardado ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      title: 'Arbitraje Comercial',
      price: '390',
      teacherId: '31',
    });
    await waitFor(() => expect(location()).toBe('/admin/cursos'));
  });

  it("shows the server's refusal under the form and stays", async () => {
    render('/admin/cursos/5/edit', {
      'GET /admin/courses/5': COURSE,
      'PUT /courses/5': () => {
        throw httpError(409, 'Ya existe un curso con esa resolución.');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe un curso con esa resolución.');
    expect(location()).toBe('/admin/cursos/5/edit');
  });

  it("says 'No se encontró el curso.' for an unknown or malformed id, and 'No se pudo cargar el curso.' otherwise", async () => {
    const missing = render('/admin/cursos/99/edit', {
      'GET /admin/courses/99': () => {
        throw httpError(404);
      },
    });
    expect(await screen.findByText(COURSE_NOT_FOUND_TEXT)).toBeInTheDocument();
    missing.unmount();
    const malformed = render('/admin/cursos/abc/edit');
    expect(screen.getByText(COURSE_NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(malformed.shell.requests).not.toContain('GET /admin/courses/abc');
    malformed.unmount();
    render('/admin/cursos/5/edit', {
      'GET /admin/courses/5': () => {
        throw httpError(500);
      },
    });
    expect(await screen.findByText(COURSE_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
