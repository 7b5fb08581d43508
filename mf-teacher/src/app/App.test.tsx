import { screen, within } from '@testing-library/react';
import { createFakeShell, renderInRemote } from '@inpro/ui/src/testing';
import { App } from './App';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  const shell = createFakeShell({ user: { fullName: 'Diana Docente', email: 'docente@inpro.test', role: 'DOCENTE' } });
  return renderInRemote(<App />, shell);
}

describe('mf-teacher routes', () => {
  it.each([
    ['/prof', 'Dashboard'],
    ['/prof/cursos', 'Mis Cursos'],
    ['/prof/cursos/5/gestionar', 'Gestionar curso'],
    ['/prof/curso/5/gestionar', 'Gestionar curso'],
    ['/prof/clases', 'Clases'],
    ['/prof/materiales', 'Materiales'],
    ['/prof/evaluaciones', 'Evaluaciones'],
    ['/prof/perfil', 'Mi Perfil'],
  ])('%s shows "%s" inside the frame', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('area-content')).toHaveTextContent('En construcción');
    expect(screen.getByText('Bienvenido, Diana Docente')).toBeInTheDocument();
  });

  it.each(['/prof/curso/9/gestionar', '/prof/cursos/9/gestionar'])('marks Mis Cursos on %s', async (path) => {
    renderAt(path);
    await screen.findByRole('heading', { level: 1, name: 'Gestionar curso' });
    const sidebar = screen.getByRole('navigation', { name: 'Menú de Área docente' });
    expect(within(sidebar).getByRole('link', { name: 'Mis Cursos' })).toHaveAttribute('aria-current', 'page');
  });

  it('has the teacher sidebar and a not-found page inside the frame', async () => {
    renderAt('/prof/otra');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Menú de Área docente' });
    expect(Array.from(sidebar.querySelectorAll('a, button')).map((el) => [el.textContent, el.getAttribute('href')])).toEqual([
      ['Dashboard', '/prof'],
      ['Mis Cursos', '/prof/cursos'],
      ['Clases', '/prof/clases'],
      ['Materiales', '/prof/materiales'],
      ['Evaluaciones', '/prof/evaluaciones'],
      ['Mi Perfil', '/prof/perfil'],
      ['Cerrar Sesión', null],
    ]);
  });
});
