/**
 * @jest-environment node
 */
import { apiCourse } from '../app/testing/apiCourse';
import { render } from './render';

const civil = apiCourse({ id: 7, title: 'Curso de Derecho Civil Patrimonial', area: 'Derecho Civil', price: 1234.5 });
const penal = apiCourse({ id: 8, title: 'Diplomado en Derecho Penal Económico', area: 'Derecho Penal' });

/** The API as the server's in-process GET answers it: a path and query in, JSON out, or a status. */
function fakeApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const getJson = async (path: string) => {
    asked.push(path);
    const key = Object.keys(answers).find((k) => path === k || path.startsWith(`${k}?`));
    if (!key) throw Object.assign(new Error(`Not found: ${path}`), { status: 404 });
    return answers[key];
  };
  return { asked, getJson };
}

const config = { apiBase: '/api', contactEmail: 'informes@inpro.test', contactPhone: '999 888 777' };

describe('render (the server renderer of the public pages)', () => {
  it('draws the catalogue with the courses it fetched and returns them as the first render’s state', async () => {
    const api = fakeApi({
      '/courses/filter': { content: [civil, penal], page: 0, size: 12, totalElements: 2, totalPages: 1 },
      '/courses/areas': ['Derecho Civil', 'Derecho Penal'],
    });
    const result = await render({ url: '/cursos', getJson: api.getJson, config });
    expect(result.html).toContain('Curso de Derecho Civil Patrimonial');
    expect(result.html).toContain('Diplomado en Derecho Penal Económico');
    expect(result.html).toContain('S/\u00a01,234.50');
    expect(api.asked.some((p) => p.startsWith('/courses/filter?'))).toBe(true);
    const queries = (result.state as { queries: { state: { status: string; data: unknown } }[] }).queries;
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => q.state.status === 'success')).toBe(true);
    expect(JSON.stringify(queries)).toContain('Curso de Derecho Civil Patrimonial');
  });

  it('keeps the search of the URL: the catalogue asks the API for it', async () => {
    const api = fakeApi({
      '/courses/filter': { content: [penal], page: 0, size: 12, totalElements: 1, totalPages: 1 },
      '/courses/areas': ['Derecho Penal'],
    });
    const result = await render({ url: '/cursos?q=penal', getJson: api.getJson, config });
    expect(api.asked.find((p) => p.startsWith('/courses/filter?'))).toContain('q=penal');
    expect(result.html).toContain('Diplomado en Derecho Penal Económico');
    expect(result.html).not.toContain('Curso de Derecho Civil Patrimonial');
  });

  it('draws a course page from GET /courses/{id}', async () => {
    const api = fakeApi({ '/courses/7': civil });
    const result = await render({ url: '/curso/7-curso-de-derecho-civil-patrimonial', getJson: api.getJson, config });
    expect(result.html).toMatch(/<h1[^>]*>Curso de Derecho Civil Patrimonial<\/h1>/);
  });

  it('keeps only the featured courses of the home page in its state', async () => {
    const many = Array.from({ length: 8 }, (_, i) => apiCourse({ id: 20 + i, title: `Curso número ${20 + i}` }));
    const api = fakeApi({ '/data/cursos.json': many });
    const result = await render({ url: '/', getJson: api.getJson, config });
    expect(result.html).toContain('Transforma tu carrera profesional con educación legal de excelencia');
    expect(result.html).toContain('Curso número 22');
    expect(result.html).not.toContain('Curso número 23');
    expect(JSON.stringify(result.state)).not.toContain('Curso número 23');
  });

  it('draws a page whose data the API refused as the browser’s first render does: loading, no state', async () => {
    const api = fakeApi({});
    const result = await render({ url: '/curso/99-no-existe', getJson: api.getJson, config });
    // The browser starts from no state, shows the page loading and asks the API itself.
    expect(result.html).toContain('Cargando curso…');
    expect(api.asked).toEqual(['/courses/99']);
    expect((result.state as { queries: unknown[] }).queries).toEqual([]);
  });

  it('draws the Spanish not-found page for a path no screen owns, asking the API nothing', async () => {
    const api = fakeApi({});
    const result = await render({ url: '/no-existe', getJson: api.getJson, config });
    expect(result.html).toContain('Página no encontrada');
    expect(api.asked).toEqual([]);
  });
});
