import { screen } from '@testing-library/react';
import type { SessionUser } from '@inpro/shared-contracts';
import { createFakeShell, renderInRemote } from '@inpro/ui/src/testing';
import { App } from './App';

function renderAt(path: string, user: SessionUser = { fullName: 'Adriana Admin', email: 'admin@inpro.test', role: 'ADMIN' }) {
  window.history.pushState({}, '', path);
  return renderInRemote(<App />, createFakeShell({ user, get: { '/auth/me': { fullName: 'Adriana Admin', email: 'admin@inpro.test' } } }));
}

describe('mf-admin routes', () => {
  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/participantes', 'Participantes'],
    ['/admin/cursos', 'Mis Cursos'],
    ['/admin/cursos/new', 'Nuevo curso'],
    ['/admin/cursos/4/edit', 'Editar curso'],
    ['/admin/cursos/4/participantes', 'Participantes del curso'],
    ['/admin/materiales', 'Materiales'],
    ['/admin/reportes', 'Reportes'],
    ['/admin/conf', 'Configuración'],
  ])('%s shows "%s" inside the frame', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Bienvenido, Adriana Admin')).toBeInTheDocument();
    expect(screen.getByTestId('area-content')).not.toHaveTextContent('En construcción');
  });

  it('has the administrator sidebar and a not-found page inside the frame', async () => {
    renderAt('/admin/cursos/4/otra');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Menú de Administración' });
    expect(Array.from(sidebar.querySelectorAll('a, button')).map((el) => [el.textContent, el.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Participantes', '/admin/participantes'],
      ['Mis Cursos', '/admin/cursos'],
      ['Materiales', '/admin/materiales'],
      ['Reportes', '/admin/reportes'],
      ['Configuración', '/admin/conf'],
      ['Cerrar Sesión', null],
    ]);
  });

  it('completes a stored user without e-mail from /auth/me', async () => {
    const { shell } = renderAt('/admin', { username: 'admin', role: 'ADMIN' });
    expect(await screen.findByText('Bienvenido, Adriana Admin')).toBeInTheDocument();
    expect(shell.requests).toContain('GET /auth/me');
  });
});
