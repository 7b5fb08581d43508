import { courseIdFromParam, courseLink, slugify } from './courseLink';

describe('course links', () => {
  it('uses the course slug when it has one', () => {
    expect(courseLink({ id: 5, slug: 'mi-curso', title: 'Otro' })).toBe('/curso/5-mi-curso');
  });
  it('slugifies the title: lower case, accents stripped, hyphens', () => {
    expect(slugify('  Conciliación Extrajudicial: Teoría y Práctica ')).toBe('conciliacion-extrajudicial-teoria-y-practica');
    expect(courseLink({ id: 12, title: 'Derecho Penal Económico' })).toBe('/curso/12-derecho-penal-economico');
  });
  it('is /curso without an id', () => {
    expect(courseLink({ title: 'x' })).toBe('/curso');
    expect(courseLink(null)).toBe('/curso');
  });
  it('reads the id of a route parameter', () => {
    expect(courseIdFromParam('12-derecho-penal')).toBe(12);
    expect(courseIdFromParam('12')).toBe(12);
    expect(courseIdFromParam('abc')).toBeNull();
    expect(courseIdFromParam('0')).toBeNull();
  });
});
