import { act, screen } from '@testing-library/react';
import { Link } from '@inpro/ui/router';
import { apiCourse, createMockHttp, httpError, ok, renderRemote, screenStatus } from '../../../app/testing/remoteHarness';
import { SearchPage } from './SearchPage';

const page = (titles: string[]) => ({
  content: titles.map((title, i) => apiCourse({ id: i + 1, title, price: 100 })),
  page: 0,
  size: 24,
  totalElements: titles.length,
  totalPages: 1,
});

describe('SearchPage', () => {
  it('asks for a word when q is empty and calls nothing', () => {
    const { http } = renderRemote(<SearchPage />, { path: '/buscar', url: '/buscar?q=%20%20' });
    expect(screen.getByText('Escribe algo en la búsqueda para comenzar.')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('shows "Buscando…", then the results linking to their courses, and re-runs when q changes', async () => {
    const http = createMockHttp();
    const pending: Array<(v: unknown) => void> = [];
    http.get.mockImplementation(() => new Promise((r) => pending.push(r)));
    renderRemote(
      <>
        <SearchPage />
        <Link to="/buscar?q=civil">otra</Link>
      </>,
      { path: '/buscar', url: '/buscar?q=penal%20econ%C3%B3mico', http },
    );
    expect(screenStatus()).toHaveTextContent('Buscando…');
    expect(http.get).toHaveBeenCalledWith('/courses/filter', {
      params: { q: 'penal económico', page: 0, size: 24, sort: 'popular' },
      signal: expect.any(AbortSignal),
    });
    await act(async () => pending[0](ok(page(['Derecho Penal Económico']))));
    expect(await screen.findByRole('link', { name: /Derecho Penal Económico/ })).toHaveAttribute(
      'href',
      '/curso/1-derecho-penal-economico',
    );
    expect(screen.getByText('1 curso encontrado')).toBeInTheDocument();

    await act(async () => screen.getByRole('link', { name: 'otra' }).click());
    expect(screenStatus()).toHaveTextContent('Buscando…');
    expect(http.get).toHaveBeenLastCalledWith(
      '/courses/filter',
      expect.objectContaining({ params: expect.objectContaining({ q: 'civil' }) }),
    );
    await act(async () => pending[1](ok(page([]))));
    expect(await screen.findByText('No encontramos resultados. Intenta con otra palabra.')).toBeInTheDocument();
  });

  it('links to the catalogue when there are more than 24 matches', async () => {
    const http = createMockHttp();
    http.get.mockResolvedValue(ok({ ...page(Array.from({ length: 24 }, (_, i) => `Curso ${i}`)), totalElements: 30, totalPages: 2 }));
    renderRemote(<SearchPage />, { path: '/buscar', url: '/buscar?q=derecho%20civil', http });
    expect(await screen.findByText('30 cursos encontrados (se muestran los 24 más populares)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver los 30 resultados en el catálogo' })).toHaveAttribute('href', '/cursos?q=derecho%20civil');
  });

  it('shows the server message, else the error message, else "No se pudo buscar"', async () => {
    const http = createMockHttp();
    http.get.mockRejectedValueOnce(httpError(500, { error: 'Búsqueda no disponible' }));
    const first = renderRemote(<SearchPage />, { path: '/buscar', url: '/buscar?q=a', http });
    expect(await screen.findByRole('alert')).toHaveTextContent('Búsqueda no disponible');
    first.unmount();

    http.get.mockRejectedValueOnce({});
    renderRemote(<SearchPage />, { path: '/buscar', url: '/buscar?q=b', http });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo buscar');
  });
});
