import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from '@inpro/ui/router';
import { createMockHttp, currentLocation, httpError, ok, renderRemote, type MockHttp } from '../../../app/testing/remoteHarness';
import { CatalogPage } from './CatalogPage';

function course(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    title: `Curso ${id} de Derecho`,
    area: 'Derecho Penal',
    level: 'Básico',
    teacherVisible: 'Dra. Ana Ríos',
    hours: 40,
    students: 1200,
    rating: 4.7,
    price: 1234.5,
    image: `/img/${id}.jpg`,
    ...extra,
  };
}

function pageOf(ids: number[], total: number, page = 0) {
  return { content: ids.map((id) => course(id)), page, size: 12, totalElements: total, totalPages: Math.ceil(total / 12) };
}

type Handler = (params: Record<string, unknown>) => Promise<unknown>;

function serve(http: MockHttp, filter: Handler) {
  http.get.mockImplementation((url: string, config?: { params?: Record<string, unknown> }) => {
    if (url === '/courses/areas') return Promise.resolve(ok(['Derecho Civil', 'Derecho Penal']));
    if (url === '/courses/filter') return filter(config?.params ?? {}).then((d) => ok(d));
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

function filterCalls(http: MockHttp) {
  return http.get.mock.calls.filter(([url]) => url === '/courses/filter').map(([, config]) => config.params);
}

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>atrás</button>;
}

const routes = { path: '/cursos' };

afterEach(() => jest.useRealTimers());

describe('CatalogPage', () => {
  it('shows skeletons while loading, then the first 12 courses with their count and links', async () => {
    const http = createMockHttp();
    let resolve!: (v: unknown) => void;
    serve(http, () => new Promise((r) => (resolve = r)));
    renderRemote(<CatalogPage />, { ...routes, http });

    expect(await screen.findAllByTestId('course-skeleton')).not.toHaveLength(0);
    expect(filterCalls(http)).toEqual([{ sort: 'popular', page: 0, size: 12 }]);

    await act(async () => resolve(pageOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 30)));
    // The query's result reaches the screen a tick after the answer (later on a busy machine).
    expect(await screen.findByText('Mostrando 12 de 30 cursos', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryAllByTestId('course-skeleton')).toHaveLength(0);
    const link = screen.getByRole('link', { name: /Curso 1 de Derecho/ });
    expect(link).toHaveAttribute('href', '/curso/1-curso-1-de-derecho');
    expect(within(link).getByRole('img')).toHaveAttribute('alt', 'Imagen del curso Curso 1 de Derecho');
    expect(within(link).getByText('S/ 1,234.50')).toBeInTheDocument();
    expect(within(link).getByText('Básico')).toHaveAttribute('data-tone', 'success');
    expect(within(link).getByText('Dra. Ana Ríos').closest('div')).toHaveTextContent('Docente: Dra. Ana Ríos');
    expect(screen.getByRole('combobox', { name: 'Área' })).toHaveTextContent('Derecho Civil');
  });

  it('debounces the search by 500 ms, writes it to the URL and resets the list', async () => {
    jest.useFakeTimers();
    const http = createMockHttp();
    serve(http, async (p) => (p.q ? pageOf([40], 1) : pageOf([1, 2], 2)));
    renderRemote(<CatalogPage />, { ...routes, http });
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Mostrando 2 de 2 cursos')).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Buscar cursos' });
    fireEvent.change(box, { target: { value: 'pen' } });
    await act(async () => jest.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'penal ' } });
    await act(async () => jest.advanceTimersByTime(499));
    expect(filterCalls(http)).toHaveLength(1);

    await act(async () => jest.advanceTimersByTime(1));
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(filterCalls(http)).toEqual([
      { sort: 'popular', page: 0, size: 12 },
      { q: 'penal', sort: 'popular', page: 0, size: 12 },
    ]);
    expect(currentLocation().search).toBe('?q=penal');
    expect(box).toHaveValue('penal ');
    expect(screen.getByText('Mostrando 1 de 1 curso')).toBeInTheDocument();
    expect(screen.queryByText('Curso 1 de Derecho')).not.toBeInTheDocument();
  });

  it('loads the next page with "Cargar más cursos" and starts over when a filter changes', async () => {
    const http = createMockHttp();
    serve(http, async (p) => {
      if (p.level === 'Avanzado') return pageOf([99], 1);
      return p.page === 0 ? pageOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 14) : pageOf([13, 14], 14, 1);
    });
    renderRemote(<CatalogPage />, { ...routes, http });
    fireEvent.click(await screen.findByRole('button', { name: 'Cargar más cursos' }));
    expect(await screen.findByText('Mostrando 14 de 14 cursos')).toBeInTheDocument();
    expect(filterCalls(http)[1]).toEqual({ sort: 'popular', page: 1, size: 12 });
    expect(screen.queryByRole('button', { name: 'Cargar más cursos' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Nivel' }), { target: { value: 'Avanzado' } });
    expect(await screen.findByText('Mostrando 1 de 1 curso')).toBeInTheDocument();
    expect(filterCalls(http)[2]).toEqual({ level: 'Avanzado', sort: 'popular', page: 0, size: 12 });
    expect(currentLocation().search).toBe('?level=Avanzado');

    fireEvent.change(screen.getByRole('combobox', { name: 'Ordenar por' }), { target: { value: 'price_asc' } });
    await waitFor(() => expect(filterCalls(http)[3]).toEqual({ level: 'Avanzado', sort: 'price_asc', page: 0, size: 12 }));
    expect(currentLocation().search).toBe('?level=Avanzado&sort=price_asc');
  });

  it('keeps two choices made one right after the other, before the page renders again', async () => {
    // As when the visitor chose a level and an order before the take-over: both reach the page at once.
    const http = createMockHttp();
    serve(http, async () => pageOf([1], 1));
    renderRemote(<CatalogPage />, { ...routes, http, transitions: true });
    await screen.findByText('Mostrando 1 de 1 curso');
    const level = screen.getByRole('combobox', { name: 'Nivel' }) as HTMLSelectElement;
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' }) as HTMLSelectElement;
    act(() => {
      level.value = 'Avanzado';
      level.dispatchEvent(new Event('change', { bubbles: true }));
      sort.value = 'price_asc';
      sort.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(currentLocation().search).toBe('?level=Avanzado&sort=price_asc'));
    await waitFor(() => expect(filterCalls(http).at(-1)).toEqual({ level: 'Avanzado', sort: 'price_asc', page: 0, size: 12 }));
  });

  it('restores the filters from a shared link and from the back button', async () => {
    const http = createMockHttp();
    serve(http, async () => pageOf([1], 1));
    renderRemote(
      <>
        <CatalogPage />
        <BackButton />
      </>,
      { ...routes, http, url: '/cursos?q=civil&area=Derecho%20Civil&level=Intermedio&sort=rating' },
    );
    await screen.findByText('Mostrando 1 de 1 curso');
    expect(filterCalls(http)[0]).toEqual({ q: 'civil', area: 'Derecho Civil', level: 'Intermedio', sort: 'rating', page: 0, size: 12 });
    expect(screen.getByRole('searchbox', { name: 'Buscar cursos' })).toHaveValue('civil');
    expect(screen.getByRole('combobox', { name: 'Nivel' })).toHaveValue('Intermedio');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('rating');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Área' })).toHaveValue('Derecho Civil'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Nivel' }), { target: { value: '' } });
    await waitFor(() => expect(filterCalls(http)).toHaveLength(2));
    expect(filterCalls(http)[1]).toEqual({ q: 'civil', area: 'Derecho Civil', sort: 'rating', page: 0, size: 12 });

    fireEvent.click(screen.getByRole('button', { name: 'atrás' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Nivel' })).toHaveValue('Intermedio'));
    await waitFor(() => expect(filterCalls(http)).toHaveLength(3));
    expect(filterCalls(http)[2]).toEqual(filterCalls(http)[0]);
  });

  it('ignores a late answer of a query that was replaced', async () => {
    const http = createMockHttp();
    const pending: Record<string, (v: unknown) => void> = {};
    serve(http, (p) => new Promise((r) => (pending[String(p.level ?? 'all')] = r)));
    renderRemote(<CatalogPage />, { ...routes, http });
    await waitFor(() => expect(pending.all).toBeDefined());
    fireEvent.change(screen.getByRole('combobox', { name: 'Nivel' }), { target: { value: 'Avanzado' } });
    await waitFor(() => expect(pending.Avanzado).toBeDefined());
    await act(async () => pending.Avanzado(pageOf([99], 1)));
    await act(async () => pending.all(pageOf([1, 2, 3], 3)));
    expect(await screen.findByText('Mostrando 1 de 1 curso')).toBeInTheDocument();
    expect(screen.getByText('Curso 99 de Derecho')).toBeInTheDocument();
    expect(screen.queryByText('Curso 1 de Derecho')).not.toBeInTheDocument();
  });

  it('shows the server error with "Reintentar", which repeats the call', async () => {
    const http = createMockHttp();
    let fail = true;
    serve(http, async () => {
      if (fail) throw httpError(503, { error: 'Servicio no disponible' });
      return pageOf([1], 1);
    });
    renderRemote(<CatalogPage />, { ...routes, http });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error: Servicio no disponible');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Mostrando 1 de 1 curso')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Reintentar" also brings back the area filter when it had failed', async () => {
    const http = createMockHttp();
    let down = true;
    http.get.mockImplementation(async (url: string) => {
      if (down) throw httpError(503, { error: 'Servicio no disponible' });
      if (url === '/courses/areas') return ok(['Derecho Civil']);
      return ok(pageOf([1], 1));
    });
    renderRemote(<CatalogPage />, { ...routes, http });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error: Servicio no disponible');
    expect(screen.queryByRole('option', { name: 'Derecho Civil' })).not.toBeInTheDocument();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Mostrando 1 de 1 curso')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Derecho Civil' })).toBeInTheDocument();
  });

  it('falls back to the error message when the server sends none', async () => {
    const http = createMockHttp();
    serve(http, async () => {
      throw new Error('Network Error');
    });
    renderRemote(<CatalogPage />, { ...routes, http });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error: Network Error');
  });

  it('shows "Sin resultados" and "Limpiar filtros" clears search, area and level', async () => {
    const http = createMockHttp();
    serve(http, async (p) => (p.q || p.level ? pageOf([], 0) : pageOf([1, 2, 3], 3)));
    renderRemote(<CatalogPage />, { ...routes, http, url: '/cursos?q=zzz&level=Avanzado&sort=hours' });
    expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('Mostrando 3 de 3 cursos')).toBeInTheDocument();
    expect(currentLocation().search).toBe('?sort=hours');
    expect(screen.getByRole('searchbox', { name: 'Buscar cursos' })).toHaveValue('');
  });
});
