import { areaForPath, isPublicPath } from './areas';

describe('areaForPath', () => {
  it.each([
    ['/', 'mf-public'],
    ['/cursos', 'mf-public'],
    ['/curso', 'mf-public'],
    ['/curso/12-derecho-civil', 'mf-public'],
    ['/checkout', 'mf-public'],
    ['/gracias', 'mf-public'],
    ['/certificados', 'mf-public'],
    ['/especializacion', 'mf-public'],
    ['/diplomados', 'mf-public'],
    ['/arbitraje', 'mf-public'],
    ['/tramites', 'mf-public'],
    ['/contacto', 'mf-public'],
    ['/buscar', 'mf-public'],
    ['/aula/login', 'mf-public'],
    ['/una-ruta-desconocida', 'mf-public'],
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
  ])('%s → %s', (path, area) => {
    expect(areaForPath(path)).toBe(area);
  });

  it('shows the public chrome only on mf-public routes', () => {
    expect(isPublicPath('/aula/login')).toBe(true);
    expect(isPublicPath('/aula')).toBe(false);
    expect(isPublicPath('/super')).toBe(false);
  });
});
