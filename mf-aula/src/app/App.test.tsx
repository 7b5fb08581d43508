import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, renderInRemote } from '@inpro/ui/src/testing';
import { App } from './App';
import { LAST_COURSE_KEY } from '../features/materials';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  const shell = createFakeShell({
    user: { name: 'Estela Estudiante', email: 'estudiante@inpro.test', role: 'ESTUDIANTE' },
    // Every screen's first call answers empty: the test is about the frame and the routes.
    get: {
      '/my/courses': [],
      '/materials/courses/3/units': [],
      '/materials/courses/42/units': [],
      '/materials/units/8/resources': [],
      '/materials/units/5/resources': [],
      '/student/evaluations': [],
    },
  });
  return renderInRemote(<App />, shell);
}

describe('mf-aula routes', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['/aula', 'Dashboard'],
    ['/aula/miscursos', 'Mis Cursos'],
    ['/aula/clases', 'Clases en Vivo'],
    ['/aula/asistencia/3', 'Asistencia'],
    ['/aula/materiales/3', 'Materiales del curso'],
    ['/aula/materiales/3/unidad/8', 'Recursos de la unidad'],
    ['/aula/evaluaciones', 'Evaluaciones'],
    ['/aula/notas', 'Notas'],
    ['/aula/pagos', 'Pagos'],
    ['/aula/perfil', 'Mi Perfil'],
  ])('%s shows "%s" inside the frame', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Bienvenido, Estela Estudiante')).toBeInTheDocument();
    expect(document.title).toBe(`${title} | INPRO`);
  });

  it('shows Página no encontrada inside the frame for an unknown sub-route', async () => {
    renderAt('/aula/nada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú de Aula Virtual' })).toBeInTheDocument();
  });

  it('has the student sidebar in order', async () => {
    renderAt('/aula');
    const sidebar = screen.getByRole('navigation', { name: 'Menú de Aula Virtual' });
    const entries = Array.from(sidebar.querySelectorAll('a, button')).map((el) => [el.textContent, el.getAttribute('href')]);
    expect(entries).toEqual([
      ['Dashboard', '/aula'],
      ['Mis Cursos', '/aula/miscursos'],
      ['Clases en Vivo', '/aula/clases'],
      ['Materiales', '/aula/miscursos'],
      ['Evaluaciones', '/aula/evaluaciones'],
      ['Notas', '/aula/notas'],
      ['Pagos', '/aula/pagos'],
      ['Mis certificados', '/aula/certificados'],
      ['Mi calendario', '/aula/calendario'],
      ['Foros y Mensajes', '/aula/foros'],
      ['Mi Perfil', '/aula/perfil'],
      ['Cerrar Sesión', null],
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  });

  it('remembers the last visited course for the Materiales link and forgets it on logout', async () => {
    renderAt('/aula/materiales/42/unidad/5');
    await screen.findByRole('heading', { level: 1, name: 'Recursos de la unidad' });
    expect(localStorage.getItem(LAST_COURSE_KEY)).toBe('42');
    const sidebar = screen.getByRole('navigation', { name: 'Menú de Aula Virtual' });
    const link = within(sidebar).getByRole('link', { name: 'Materiales' });
    expect(link).toHaveAttribute('href', '/aula/materiales/42');
    expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Notas' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notas' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Materiales' })).toHaveAttribute('href', '/aula/materiales/42');
    await act(async () => {
      await userEvent.click(within(sidebar).getByRole('button', { name: 'Cerrar Sesión' }));
    });
    expect(localStorage.getItem(LAST_COURSE_KEY)).toBeNull();
  });

  it('sends /aula/materiales to the remembered course, else to Mis Cursos', async () => {
    renderAt('/aula/materiales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Cursos' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/aula/miscursos');
  });

  it('opens the remembered course for /aula/materiales', async () => {
    localStorage.setItem(LAST_COURSE_KEY, '42');
    renderAt('/aula/materiales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Materiales del curso' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/aula/materiales/42');
  });

  it('does not remember an invalid course id', async () => {
    renderAt('/aula/materiales/abc');
    await screen.findByRole('heading', { level: 1, name: 'Materiales del curso' });
    expect(localStorage.getItem(LAST_COURSE_KEY)).toBeNull();
  });
});
