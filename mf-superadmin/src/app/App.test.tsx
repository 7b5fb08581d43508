import { screen } from '@testing-library/react';
import { createFakeShell, renderInRemote } from '@inpro/ui/src/testing';
import { App } from './App';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  const shell = createFakeShell({ user: { fullName: 'Sofía Super', email: 'superadmin@inpro.test', role: 'SUPER_ADMIN' } });
  return renderInRemote(<App />, shell);
}

describe('mf-superadmin routes', () => {
  it.each([
    ['/superadmin', 'Dashboard'],
    ['/superadmin/usuarios', 'Usuarios'],
    ['/superadmin/participantes', 'Participantes'],
    ['/superadmin/cursos', 'Cursos'],
    ['/superadmin/pagos', 'Pagos'],
    ['/superadmin/reportes', 'Reportes'],
    ['/superadmin/config', 'Configuración'],
    ['/superadmin/paginas', 'Páginas legales'],
    ['/superadmin/auditoria', 'Log de Auditoría'],
    ['/superadmin/despliegues', 'Despliegues'],
    ['/superadmin/trabajos', 'Trabajos en segundo plano'],
  ])('%s shows "%s" inside the frame', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Bienvenido, Sofía Super')).toBeInTheDocument();
  });

  it('has the master administrator sidebar and a not-found page inside the frame', async () => {
    renderAt('/superadmin/nada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Menú de Administración maestra' });
    expect(Array.from(sidebar.querySelectorAll('a, button')).map((el) => [el.textContent, el.getAttribute('href')])).toEqual([
      ['Dashboard', '/superadmin'],
      ['Usuarios', '/superadmin/usuarios'],
      ['Participantes', '/superadmin/participantes'],
      ['Cursos', '/superadmin/cursos'],
      ['Pagos', '/superadmin/pagos'],
      ['Reportes', '/superadmin/reportes'],
      ['Configuración', '/superadmin/config'],
      ['Páginas legales', '/superadmin/paginas'],
      ['Log de Auditoría', '/superadmin/auditoria'],
      ['Despliegues', '/superadmin/despliegues'],
      ['Trabajos', '/superadmin/trabajos'],
      ['Foros', '/superadmin/foros'],
      ['Cerrar Sesión', null],
    ]);
  });
});
