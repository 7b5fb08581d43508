import type { Role } from '@inpro/shared-contracts';
import { installGuard, resolveRedirect } from './guard';

const snap = (role: Role | null) => () =>
  role
    ? { isAuthenticated: true, roles: [role], role }
    : { isAuthenticated: false, roles: ['ESTUDIANTE' as Role], role: 'ESTUDIANTE' as Role };

function routing(newUrl: string, oldUrl = 'http://localhost/') {
  const cancelNavigation = jest.fn();
  window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { newUrl, oldUrl, cancelNavigation } }));
  return cancelNavigation;
}

describe('guard', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('follows redirects to the end (/prof as SUPER_ADMIN → /super → /superadmin)', () => {
    expect(resolveRedirect('/prof', snap('SUPER_ADMIN'))).toEqual({ to: '/superadmin', replace: false });
    expect(resolveRedirect('/admin/cursos/5/edit', snap('SUPER_ADMIN'))).toBeNull();
    expect(resolveRedirect('/superadmin', snap('SUPER_ADMIN'))).toBeNull();
    expect(resolveRedirect('/super', snap('SUPER_ADMIN'))).toEqual({ to: '/superadmin', replace: true });
    expect(resolveRedirect('/prof', snap(null))).toEqual({ to: '/aula/login', replace: false });
  });

  it('lets a session kept for offline reading load its area at first load', () => {
    const kept = () => ({
      isAuthenticated: false,
      keptOffline: true,
      token: 'expired.jwt',
      roles: ['ESTUDIANTE' as Role],
      role: 'ESTUDIANTE' as Role,
    });
    window.history.replaceState(null, '', '/aula/notas');
    const off = installGuard({ getSnapshot: kept, replace: jest.fn(), schedule: (fn) => fn() });
    expect(window.location.pathname).toBe('/aula/notas');
    expect(resolveRedirect('/prof', kept)).toEqual({ to: '/aula', replace: false });
    expect(resolveRedirect('/aula', () => ({ ...kept(), keptOffline: false }))).toEqual({ to: '/aula/login?e=exp', replace: false });
    off();
  });

  it('redirects at first load before anything mounts', () => {
    window.history.replaceState(null, '', '/admin/usuarios');
    const off = installGuard({ getSnapshot: snap(null), replace: jest.fn(), schedule: (fn) => fn() });
    expect(window.location.pathname).toBe('/aula/login');
    off();
  });

  it('keeps query and hash when /super becomes /superadmin', () => {
    window.history.replaceState(null, '', '/super?tab=2#x');
    const off = installGuard({ getSnapshot: snap('SUPERADMIN'), replace: jest.fn(), schedule: (fn) => fn() });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/superadmin?tab=2#x');
    off();
  });

  it('cancels a navigation that is not allowed and replaces it with the role home', () => {
    const replace = jest.fn();
    const off = installGuard({ getSnapshot: snap('DOCENTE'), replace, schedule: (fn) => fn() });
    const cancel = routing('http://localhost/admin', 'http://localhost/cursos');
    expect(cancel).toHaveBeenCalledWith(true);
    expect(replace).toHaveBeenCalledWith('/prof');
    off();
  });

  it('lets allowed navigations through', () => {
    const replace = jest.fn();
    const off = installGuard({ getSnapshot: snap('ESTUDIANTE'), replace, schedule: (fn) => fn() });
    expect(routing('http://localhost/aula/miscursos')).not.toHaveBeenCalled();
    expect(routing('http://localhost/cursos')).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    off();
  });

  it('does not cancel a reroute to the same URL (that would loop) but still redirects', () => {
    const replace = jest.fn();
    const off = installGuard({ getSnapshot: snap(null), replace, schedule: (fn) => fn() });
    const cancel = routing('http://localhost/aula', 'http://localhost/aula');
    expect(cancel).not.toHaveBeenCalled();
    expect(replace).toHaveBeenCalledWith('/aula/login');
    off();
  });
});
