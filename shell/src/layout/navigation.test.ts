import { isLinkActive, NAV_LINKS, searchUrl, HOME_LINK } from './navigation';

const link = (href: string) => NAV_LINKS.find((l) => l.href === href)!;

describe('active-link rules', () => {
  it('marks a link active only when the path equals its target', () => {
    expect(isLinkActive(link('/cursos'), '/cursos')).toBe(true);
    expect(isLinkActive(link('/cursos'), '/cursos/')).toBe(true);
    expect(isLinkActive(link('/cursos'), '/cursos/derecho-penal')).toBe(false);
    expect(isLinkActive(link('/cursos'), '/curso/3-x')).toBe(false);
    expect(isLinkActive(link('/contacto'), '/')).toBe(false);
    expect(isLinkActive(HOME_LINK, '/')).toBe(true);
    expect(isLinkActive(HOME_LINK, '/cursos')).toBe(false);
  });

  it('marks Aula Virtual active by the /aula/login prefix', () => {
    expect(isLinkActive(link('/aula/login'), '/aula/login')).toBe(true);
    expect(isLinkActive(link('/aula/login'), '/aula/login/recuperar')).toBe(true);
    expect(isLinkActive(link('/aula/login'), '/aula')).toBe(false);
  });

  it('has the eight labelled links of the specification, in order', () => {
    expect(NAV_LINKS.map((l) => [l.href, l.label])).toEqual([
      ['/cursos', 'Cursos / Seminarios'],
      ['/diplomados', 'Diplomados'],
      ['/especializacion', 'Programas de Especialización'],
      ['/certificados', 'Certificaciones'],
      ['/contacto', 'Contacto'],
      ['/arbitraje', 'Corte de Arbitraje / Conciliación'],
      ['/tramites', 'Trámites Educativos'],
      ['/aula/login', 'Aula Virtual'],
    ]);
  });
});

describe('searchUrl', () => {
  it('trims, refuses empty text and encodes the query', () => {
    expect(searchUrl('')).toBeNull();
    expect(searchUrl('   ')).toBeNull();
    expect(searchUrl('  derecho penal ')).toBe('/buscar?q=derecho%20penal');
    expect(searchUrl('niños & arbitraje/2026?')).toBe('/buscar?q=ni%C3%B1os%20%26%20arbitraje%2F2026%3F');
  });
});
