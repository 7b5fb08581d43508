import { z } from 'zod';
import registry from './areas.json';
import {
  aliasTarget,
  AREAS,
  areaForPath,
  areaOf,
  containerOf,
  isPublicPath,
  LOAD_TIMEOUT_MS,
  LOGIN_PATH,
  mayEnter,
  REMOTE_NAMES,
  roleHome,
} from './areas';
import { ROLES } from './roles';

describe('areas.json', () => {
  const role = z.enum(ROLES);
  const path = z.string().regex(/^\/([a-z][a-z-]*)?$/);
  const schema = z.object({
    $comment: z.string(),
    loginPath: z.string().regex(/^\/[a-z/]+$/),
    loadTimeoutMs: z.number().int().positive(),
    areas: z.array(
      z.strictObject({
        remote: z.string().regex(/^mf-[a-z]+$/),
        container: z.string().regex(/^mf_[a-z]+$/),
        basePath: path,
        label: z.string().min(1),
        allowedRoles: z.union([z.literal('public'), z.literal('any'), z.array(role).min(1)]),
        home: path.optional(),
        homeOf: z.array(role).optional(),
        aliases: z.array(path).optional(),
      }),
    ),
  });

  it('is well formed: one public area, unique remotes, containers and bases', () => {
    const parsed = schema.parse(registry);
    expect(parsed.areas.filter((a) => a.allowedRoles === 'public')).toHaveLength(1);
    for (const key of ['remote', 'container', 'basePath'] as const) {
      expect(new Set(parsed.areas.map((a) => a[key])).size).toBe(parsed.areas.length);
    }
    for (const a of parsed.areas) expect(a.container).toBe(a.remote.replace(/-/g, '_'));
  });

  it('gives every role exactly one home, inside an area the role may enter', () => {
    for (const r of ROLES) {
      const homes = AREAS.filter((a) => a.homeOf?.includes(r));
      expect(homes).toHaveLength(1);
      const target = aliasTarget(homes[0].home as string) ?? (homes[0].home as string);
      expect(mayEnter(areaOf(areaForPath(target) as never), [r])).toBe(true);
    }
  });

  it('keeps the 120 s load time-out and the sign-in path', () => {
    expect(LOAD_TIMEOUT_MS).toBe(120000);
    expect(LOGIN_PATH).toBe('/aula/login');
    expect(REMOTE_NAMES).toEqual(['mf-public', 'mf-aula', 'mf-teacher', 'mf-admin', 'mf-superadmin']);
  });
});

describe('areaForPath', () => {
  it.each([
    ['/', 'mf-public'],
    ['/cursos', 'mf-public'],
    ['/curso/12-derecho-civil', 'mf-public'],
    ['/checkout', 'mf-public'],
    ['/aula/login', 'mf-public'],
    ['/aula/login/', 'mf-public'],
    ['/una-ruta-desconocida', 'mf-public'],
    ['/aulas', 'mf-public'],
    ['/aula', 'mf-aula'],
    ['/aula/', 'mf-aula'],
    ['/aula/miscursos', 'mf-aula'],
    ['/prof', 'mf-teacher'],
    ['/prof/curso/4/gestionar', 'mf-teacher'],
    ['/admin', 'mf-admin'],
    ['/admin/usuarios', 'mf-admin'],
    ['/superadmin', 'mf-superadmin'],
    ['/superadmin/cursos', 'mf-superadmin'],
    ['/super', null],
    ['/super/auditoria', null],
  ])('%s → %s', (path, area) => {
    expect(areaForPath(path)).toBe(area);
  });

  it('shows the public chrome only on public routes', () => {
    expect(isPublicPath('/aula/login')).toBe(true);
    expect(isPublicPath('/aula')).toBe(false);
    expect(isPublicPath('/super')).toBe(false);
  });
});

describe('aliases, roles and containers', () => {
  it('redirects /super (keeping the rest) to /superadmin', () => {
    expect(aliasTarget('/super')).toBe('/superadmin');
    expect(aliasTarget('/super/')).toBe('/superadmin');
    expect(aliasTarget('/super/auditoria')).toBe('/superadmin/auditoria');
    expect(aliasTarget('/superadmin')).toBeNull();
    expect(aliasTarget('/aula')).toBeNull();
  });

  it('sends each role to its home', () => {
    expect(roleHome('SUPER_ADMIN')).toBe('/super');
    expect(roleHome('superadmin')).toBe('/super');
    expect(roleHome('ADMIN')).toBe('/admin');
    expect(roleHome('docente')).toBe('/prof');
    expect(roleHome('ESTUDIANTE')).toBe('/aula');
    expect(roleHome('anything')).toBe('/aula');
  });

  it('lets in the allowed roles only', () => {
    expect(mayEnter(areaOf('mf-teacher'), ['role_admin'])).toBe(true);
    expect(mayEnter(areaOf('mf-teacher'), ['ESTUDIANTE'])).toBe(false);
    expect(mayEnter(areaOf('mf-aula'), ['DOCENTE'])).toBe(true);
    expect(mayEnter(areaOf('mf-superadmin'), ['ADMIN'])).toBe(false);
  });

  it('names the federation container of a remote', () => {
    expect(containerOf('mf-superadmin')).toBe('mf_superadmin');
    expect(containerOf('mf-new-area')).toBe('mf_new_area');
    expect(() => areaOf('mf-nope' as never)).toThrow('Unknown area');
  });
});
