import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@inpro/ui/router';
import { createFakeShell, renderInRemote, type FakeShellOptions } from '../testing';
import { AreaLayout } from './AreaLayout';
import type { AreaNavItem } from './AreaSidebar';

let rememberedCourse: string | null = null;
const nav: AreaNavItem[] = [
  { label: 'Dashboard', to: '/aula', end: true },
  { label: 'Mis Cursos', to: '/aula/miscursos' },
  {
    label: 'Materiales',
    to: () => (rememberedCourse ? `/aula/materiales/${rememberedCourse}` : '/aula/miscursos'),
    match: '/aula/materiales',
  },
];

/** The calls of the frame besides the bell's polling. */
const apiCalls = (shell: { requests: string[] }) => shell.requests.filter((r) => !r.startsWith('GET /notifications'));

function setup(path = '/aula', options: FakeShellOptions = {}, fetchProfile = false) {
  const shell = createFakeShell({
    user: { name: 'Ana María Pérez', email: 'ana@inpro.test', role: 'ESTUDIANTE' },
    ...options,
  });
  return renderInRemote(
    <MemoryRouter initialEntries={[path]}>
      <AreaLayout areaLabel="Aula Virtual" homePath="/aula" nav={nav} fetchProfileWhenNoEmail={fetchProfile}>
        <h1>Contenido</h1>
      </AreaLayout>
    </MemoryRouter>,
    shell,
  );
}

describe('AreaLayout', () => {
  beforeEach(() => {
    rememberedCourse = null;
  });
  afterEach(() => jest.restoreAllMocks());

  it('greets the user by name with the role badge and initials', () => {
    setup();
    expect(screen.getByText('Bienvenido, Ana María Pérez')).toBeInTheDocument();
    expect(screen.getByText('Estudiante')).toBeInTheDocument();
    expect(screen.queryByText('ESTUDIANTE')).toBeNull();
    const avatar = screen.getByRole('button', { name: 'AP (menú de usuario de Ana María Pérez)' });
    expect(avatar).toHaveTextContent('AP');
    expect(screen.getByTestId('area-content')).toHaveTextContent('Contenido');
  });

  it.each([
    [{ fullName: 'Carlos Docente', role: 'DOCENTE' }, 'Carlos Docente', 'CD', 'Docente'],
    [{ username: 'admin', role: 'role_admin' }, 'admin', 'A', 'Administrador'],
    [{ username: 'root', role: 'SUPER_ADMIN' }, 'root', 'R', 'Superadministrador'],
    [null, 'Usuario', 'U', 'Estudiante'],
  ])('falls back through name, fullName and username (%o)', (user, name, initials, role) => {
    setup('/aula', { user });
    expect(screen.getByText(`Bienvenido, ${name}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${initials} (menú de usuario de ${name})` })).toHaveTextContent(initials);
    expect(screen.getByText(role)).toBeInTheDocument();
  });

  it('has the notification bell in the header', async () => {
    setup('/aula', { get: { '/notifications': { items: [], unreadCount: 0 } } });
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the avatar menu with name, e-mail and role; Escape closes it and returns focus', async () => {
    setup();
    const avatar = screen.getByRole('button', { name: /menú de usuario/ });
    expect(avatar).toHaveAttribute('aria-haspopup', 'menu');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(avatar).toHaveAttribute('aria-controls', menu.id);
    const dropdown = screen.getByTestId('user-dropdown');
    expect(dropdown).toHaveTextContent('Ana María Pérez');
    expect(dropdown).toHaveTextContent('ana@inpro.test');
    expect(dropdown).toHaveTextContent('Estudiante');
    const item = within(menu).getByRole('menuitem', { name: 'Cerrar sesión' });
    expect(item).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(avatar).toHaveFocus();
  });

  it('opens the menu with ArrowDown and closes it on a click elsewhere', async () => {
    setup();
    const avatar = screen.getByRole('button', { name: /menú de usuario/ });
    avatar.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Cerrar sesión' })).toHaveFocus();
    await userEvent.click(screen.getByTestId('area-content'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('logs out from the dropdown: session.logout, server logout and /aula/login', async () => {
    const { shell } = setup();
    await userEvent.click(screen.getByRole('button', { name: /menú de usuario/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(shell.logouts).toBe(1);
    expect(shell.navigations).toEqual(['/aula/login']);
    expect(shell.requests).toContain('POST /auth/logout');
  });

  it('logs out from the sidebar entry Cerrar Sesión', async () => {
    const { shell } = setup();
    const sidebar = screen.getByRole('navigation', { name: 'Menú de Aula Virtual' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Cerrar Sesión' }));
    expect(shell.logouts).toBe(1);
    expect(shell.navigations).toEqual(['/aula/login']);
  });

  it('marks the current entry (exact for the home, by prefix for the others)', () => {
    setup('/aula/materiales/7/unidad/3');
    const sidebar = screen.getByRole('navigation', { name: 'Menú de Aula Virtual' });
    expect(within(sidebar).getByRole('link', { name: 'Materiales' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('points Materiales to the remembered course, else to Mis Cursos', async () => {
    setup('/aula');
    const sidebar = screen.getByRole('navigation', { name: 'Menú de Aula Virtual' });
    expect(within(sidebar).getByRole('link', { name: 'Materiales' })).toHaveAttribute('href', '/aula/miscursos');
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    rememberedCourse = '12';
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Mis Cursos' }));
    expect(within(sidebar).getByRole('link', { name: 'Materiales' })).toHaveAttribute('href', '/aula/materiales/12');
    expect(within(sidebar).getByRole('link', { name: 'Mis Cursos' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves the focus to the content after navigating, not on the first render', async () => {
    setup('/aula');
    const content = screen.getByTestId('area-content');
    expect(content).not.toHaveFocus();
    const sidebar = screen.getByRole('navigation', { name: 'Menú de Aula Virtual' });
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Mis Cursos' }));
    expect(content).toHaveFocus();
  });

  it('collapses the sidebar behind a menu button that closes after navigating', async () => {
    setup();
    const toggle = screen.getByRole('button', { name: 'Menú' });
    const aside = document.getElementById(toggle.getAttribute('aria-controls') as string) as HTMLElement;
    expect(aside).toHaveAttribute('data-open', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(aside).toHaveAttribute('data-open', 'true');
    await userEvent.click(within(aside).getByRole('link', { name: 'Mis Cursos' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('fetches /auth/me when asked and no e-mail is stored, and shows the answer', async () => {
    const { shell } = setup(
      '/prof',
      { user: { username: 'docente', role: 'DOCENTE' }, get: { '/auth/me': { fullName: 'Diana Docente', email: 'docente@inpro.test' } } },
      true,
    );
    expect(await screen.findByText('Bienvenido, Diana Docente')).toBeInTheDocument();
    expect(apiCalls(shell)).toEqual(['GET /auth/me']);
    expect(shell.props.session.getSnapshot().user).toMatchObject({ email: 'docente@inpro.test', role: 'DOCENTE' });
  });

  it('does not fetch /auth/me when an e-mail is stored or when not asked', () => {
    const first = setup('/prof', {}, true);
    expect(apiCalls(first.shell)).toEqual([]);
    first.unmount();
    const second = setup('/aula', { user: { name: 'Sin Correo' } }, false);
    expect(apiCalls(second.shell)).toEqual([]);
  });

  it('only logs a failed /auth/me', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    setup(
      '/admin',
      {
        user: { username: 'admin', role: 'ADMIN' },
        get: {
          '/auth/me': () => {
            throw new Error('Network Error');
          },
        },
      },
      true,
    );
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Bienvenido, admin')).toBeInTheDocument();
  });
});
