import { isNavActive } from './navActive';

describe('isNavActive', () => {
  it('matches the home exactly when end is set', () => {
    expect(isNavActive('/aula', '/aula', true)).toBe(true);
    expect(isNavActive('/aula/', '/aula', true)).toBe(true);
    expect(isNavActive('/aula/notas', '/aula', true)).toBe(false);
  });

  it('matches an entry and the pages below it, not a longer sibling', () => {
    expect(isNavActive('/admin/cursos/4/edit', '/admin/cursos')).toBe(true);
    expect(isNavActive('/admin/cursos', '/admin/cursos')).toBe(true);
    expect(isNavActive('/admin/cursosx', '/admin/cursos')).toBe(false);
    expect(isNavActive('/admin/participantes', '/admin/cursos')).toBe(false);
  });
});
