import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute } from '@inpro/ui/src/testing';
import { ADMIN_COURSES_PAGE_SIZE, foldText, type Course, type CourseImpact } from '@inpro/shared-contracts';
import type { FakeCall } from '@inpro/ui/src/testing';
import { adminShell } from '../../../testing/adminShell';
import { COURSES_LOAD_ERROR, CoursesPage, NO_RESULTS } from './CoursesPage';

const course = (id: number, title: string, fields: Partial<Course> = {}) =>
  ({
    id,
    title,
    code: `RD-${id}`,
    level: 'Básico',
    area: 'Arbitraje',
    type: 'Curso',
    teacherVisible: 'Dra. Vega',
    price: 350,
    published: true,
    image: null,
    ...fields,
  }) as Course;

const ROWS = [
  course(1, 'Arbitraje Comercial'),
  course(2, 'Derecho Penal', { published: false, area: 'Penal', image: '/api/media/x.webp' }),
];

/** GET /admin/courses as the server answers it: the matches of q and published, one page of them. */
function serve(rows: Course[]) {
  return ({ params = {} }: FakeCall) => {
    const q = foldText(String(params.q ?? ''));
    const matching = rows.filter(
      (c) =>
        (params.published !== true || c.published) && foldText([c.title, c.code, c.area, c.type, c.teacherVisible].join(' ')).includes(q),
    );
    const page = Number(params.page);
    const size = Number(params.size);
    const content = matching.slice(page * size, (page + 1) * size);
    return { content, page, size, totalElements: matching.length, totalPages: Math.ceil(matching.length / size) };
  };
}

function render(routes: Record<string, unknown> = {}, rows = ROWS) {
  const shell = adminShell({ routes: { 'GET /admin/courses': serve(rows), ...routes } });
  return { ...renderRoute(<CoursesPage />, shell, { path: '/admin/cursos' }), shell };
}

describe('CoursesPage (admin)', () => {
  it("shows each course as a card: its image or its specialty's cover (as the catalogue), Publicado/Borrador, code and level, teacher, price", async () => {
    const { container } = render();
    const cards = within(await screen.findByRole('list', { name: 'Cursos' })).getAllByRole('listitem');
    expect(cards[0]).not.toHaveTextContent('Sin imagen');
    const images = [...container.querySelectorAll('li img')].map((i) => i.getAttribute('src'));
    expect(images[0]).toMatch(/\/covers\/arbitraje\.svg$/);
    expect(images[1]).toBe('/api/media/x.webp');
    expect(cards[0]).toHaveTextContent('Publicado');
    expect(cards[0]).toHaveTextContent('RD-1 · Básico');
    expect(cards[0]).toHaveTextContent('S/ 350.00');
    expect(cards[1]).toHaveTextContent('Borrador');
    expect(within(cards[0]).getByRole('link', { name: 'Editar Arbitraje Comercial' })).toHaveAttribute('href', '/admin/cursos/1/edit');
  });

  it("asks the server for the typed words once typing pauses; 'Mostrar solo publicados'; 'No hay resultados.'", async () => {
    const { shell } = render();
    await screen.findByRole('list', { name: 'Cursos' });
    expect(shell.calls[0].params).toEqual({ q: undefined, published: undefined, page: 0, size: ADMIN_COURSES_PAGE_SIZE });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'penal');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem')).toHaveTextContent('Derecho Penal');
    // One call for the words typed, not one per key.
    const searches = shell.calls.filter((c) => c.url === '/admin/courses' && c.params?.q);
    expect(searches.map((c) => c.params?.q)).toEqual(['penal']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mostrar solo publicados' }));
    expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
    expect(shell.calls.at(-1)?.params).toEqual({ q: 'penal', published: true, page: 0, size: ADMIN_COURSES_PAGE_SIZE });
  });

  it('pages on the server: the pager asks for the next page, a new search starts again at the first', async () => {
    const many = Array.from({ length: ADMIN_COURSES_PAGE_SIZE + 2 }, (_, i) => course(i + 1, `Curso ${String(i + 1).padStart(2, '0')}`));
    const { shell } = render({}, many);
    expect(await screen.findByText(`${many.length} curso(s)`)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Cursos' })).getAllByRole('listitem')).toHaveLength(ADMIN_COURSES_PAGE_SIZE);
    const pager = screen.getByRole('navigation', { name: 'Páginas de cursos' });
    expect(pager).toHaveTextContent('Página 1 de 2');
    await userEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Cursos' })).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('navigation', { name: 'Páginas de cursos' })).toHaveTextContent('Página 2 de 2');
    expect(shell.calls.at(-1)?.params).toMatchObject({ page: 1 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'curso 0');
    await waitFor(() => expect(shell.calls.at(-1)?.params).toMatchObject({ q: 'curso 0', page: 0 }));
    expect(await screen.findByText('9 curso(s)')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas de cursos' })).not.toBeInTheDocument();
  });

  const impact = (fields: Partial<CourseImpact> = {}): CourseImpact => ({
    enrolled: 0,
    withPendingPayments: 0,
    outstandingInstallments: 0,
    outstandingAmount: 0,
    orders: 0,
    certificates: 0,
    mustArchive: false,
    archived: false,
    ...fields,
  });

  it('deletes a course with no students, orders or certificates after the confirmation with the seed text', async () => {
    const { shell } = render({ 'GET /admin/courses/1/impact': impact(), 'DELETE /courses/1': undefined });
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar Arbitraje Comercial' }));
    expect(await screen.findByRole('alertdialog', { name: '¿Borrar definitivamente "Arbitraje Comercial"?' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(shell.requests).toContain('DELETE /courses/1'));
  });

  it('archives a course with students instead: says what it affects and asks about the outstanding installments', async () => {
    const { shell } = render({
      'GET /admin/courses/1/impact': impact({
        enrolled: 3,
        withPendingPayments: 2,
        outstandingInstallments: 2,
        outstandingAmount: 600,
        orders: 3,
        mustArchive: true,
      }),
      'POST /courses/1/archive': course(1, 'Arbitraje Comercial', { published: false, archivedAt: '2026-11-26T10:00:00.000Z' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar Arbitraje Comercial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archivar «Arbitraje Comercial»' });
    expect(dialog).toHaveTextContent('Este curso tiene 3 inscritos, 2 con pagos pendientes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elige si las cuotas pendientes se mantienen o se anulan.');
    expect(shell.requests).not.toContain('POST /courses/1/archive');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Anular las cuotas pendientes/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    await waitFor(() => expect(shell.requests).toContain('POST /courses/1/archive'));
    expect(shell.requests).not.toContain('DELETE /courses/1');
  });

  it("says 'No se pudo cargar el listado.'", async () => {
    render({
      'GET /admin/courses': () => {
        throw httpError(500);
      },
    });
    expect(await screen.findByText(COURSES_LOAD_ERROR)).toBeInTheDocument();
  });
});
