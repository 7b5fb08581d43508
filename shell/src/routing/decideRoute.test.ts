import type { Role } from '@inpro/shared-contracts';
import { decideRoute } from './decideRoute';

const anonymous = { isAuthenticated: false, roles: ['ESTUDIANTE'] as Role[], role: 'ESTUDIANTE' as Role };
const as = (role: Role) => ({ isAuthenticated: true, roles: [role], role });

describe('decideRoute', () => {
  it('lets anyone reach public pages and the sign-in page', () => {
    for (const path of ['/', '/cursos', '/curso/3-derecho-penal', '/buscar', '/aula/login', '/no-existe']) {
      expect(decideRoute(path, anonymous)).toEqual({ type: 'allow' });
    }
  });

  it('sends anonymous sessions to /aula/login and expired ones to /aula/login?e=exp from every protected area', () => {
    const expired = { ...as('ADMIN'), isAuthenticated: false, token: 'expired.jwt.token' };
    for (const path of ['/aula', '/aula/miscursos', '/prof', '/prof/cursos/1/gestionar', '/admin', '/admin/usuarios', '/superadmin']) {
      expect(decideRoute(path, anonymous)).toEqual({ type: 'redirect', to: '/aula/login' });
      expect(decideRoute(path, expired)).toEqual({ type: 'redirect', to: '/aula/login?e=exp' });
    }
  });

  it("lets an expired token kept for offline reading into its role's areas only", () => {
    const kept = { ...as('ESTUDIANTE'), isAuthenticated: false, keptOffline: true, token: 'expired.jwt.token' };
    expect(decideRoute('/aula/notas', kept)).toEqual({ type: 'allow' });
    expect(decideRoute('/admin', kept)).toEqual({ type: 'redirect', to: '/aula' });
    // A keep never outlives the token: without one it is anonymous.
    expect(decideRoute('/aula', { ...anonymous, keptOffline: false, token: null })).toEqual({ type: 'redirect', to: '/aula/login' });
  });

  const table: Array<[Role, string, string | null]> = [
    // role, path, redirect target (null = allowed)
    ['ESTUDIANTE', '/aula', null],
    ['ESTUDIANTE', '/prof', '/aula'],
    ['ESTUDIANTE', '/admin', '/aula'],
    ['ESTUDIANTE', '/superadmin', '/aula'],
    ['DOCENTE', '/aula/materiales', null],
    ['DOCENTE', '/prof/cursos', null],
    ['DOCENTE', '/admin', '/prof'],
    ['DOCENTE', '/superadmin', '/prof'],
    ['ADMIN', '/aula', null],
    ['ADMIN', '/prof', null],
    ['ADMIN', '/admin/cursos', null],
    ['ADMIN', '/superadmin', '/admin'],
    ['SUPER_ADMIN', '/aula', null],
    ['SUPER_ADMIN', '/prof', '/super'],
    // The master administrator holds every administrator power (on the server too): /admin opens.
    ['SUPER_ADMIN', '/admin', null],
    ['SUPERADMIN', '/admin/cursos/5/edit', null],
    ['SUPER_ADMIN', '/superadmin/usuarios', null],
    ['SUPERADMIN', '/superadmin', null],
    ['SUPERADMIN', '/prof', '/super'],
  ];
  it.each(table)('%s on %s', (role, path, target) => {
    expect(decideRoute(path, as(role))).toEqual(target ? { type: 'redirect', to: target } : { type: 'allow' });
  });

  it('compares roles case-insensitively', () => {
    const lower = { isAuthenticated: true, roles: ['docente' as Role], role: 'docente' as Role };
    expect(decideRoute('/prof', lower)).toEqual({ type: 'allow' });
    expect(decideRoute('/admin', lower)).toEqual({ type: 'redirect', to: '/prof' });
  });

  it('allows an area when any of the roles fits', () => {
    const both = { isAuthenticated: true, roles: ['ADMIN', 'DOCENTE'] as Role[], role: 'ADMIN' as Role };
    expect(decideRoute('/prof', both)).toEqual({ type: 'allow' });
  });

  it('redirects /super to /superadmin, keeping the rest of the path', () => {
    expect(decideRoute('/super', anonymous)).toEqual({ type: 'redirect', to: '/superadmin', replace: true });
    expect(decideRoute('/super/', as('SUPER_ADMIN'))).toEqual({ type: 'redirect', to: '/superadmin', replace: true });
    expect(decideRoute('/super/usuarios', as('SUPER_ADMIN'))).toEqual({
      type: 'redirect',
      to: '/superadmin/usuarios',
      replace: true,
    });
  });

  it('does not confuse look-alike paths', () => {
    expect(decideRoute('/aulas', anonymous)).toEqual({ type: 'allow' });
    expect(decideRoute('/administracion', anonymous)).toEqual({ type: 'allow' });
    expect(decideRoute('/superadministrador', anonymous)).toEqual({ type: 'allow' });
    expect(decideRoute('/aula/login/', anonymous)).toEqual({ type: 'allow' });
  });
});
