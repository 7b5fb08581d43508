import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { courseModality, foldText } from '@inpro/shared-contracts';
import { DiplomasPage } from './DiplomasPage';
import { mockHttp, ok, renderWithRemote } from '../../../app/testing/renderWithRemote';

const published = [
  {
    id: 1,
    title: 'Diplomado en Contrataciones del Estado',
    type: 'Diplomado',
    area: 'Contrataciones',
    level: 'Intermedio',
    hours: 180,
    price: 850,
    startDate: '2026-03-02',
    schedule: [{ mode: 'Virtual' }],
  },
  { id: 2, title: 'Curso de Derecho Civil', type: 'Curso', price: 100, schedule: [] },
  {
    id: 3,
    title: 'Diplomado en Derecho Penal',
    type: 'Diplomado',
    area: 'Derecho Penal',
    hours: 160,
    price: 720,
    startDate: null,
    schedule: [{ mode: 'Presencial' }],
  },
  {
    id: 4,
    title: 'Diplomado en Gestión Pública',
    type: 'Diplomado',
    area: 'Gestión Pública',
    hours: 200,
    price: 980,
    startDate: '2026-04-15',
    schedule: [{ mode: 'Presencial' }, { mode: 'Virtual' }],
  },
];

type Listed = (typeof published)[number];

/** GET /courses/filter as the server answers it: type, words (title and area), modality, price order and paging. */
function diplomaEndpoint(courses: Listed[]) {
  return jest.fn((url: string, config?: { params?: Record<string, unknown> }) => {
    if (url !== '/courses/filter') return Promise.reject(new Error(`unexpected GET ${url}`));
    const { type, q, modality, sort, page = 0, size = 12 } = (config?.params ?? {}) as Record<string, string & number>;
    const words = foldText(q ?? '')
      .split(/\s+/)
      .filter(Boolean);
    const matching = courses.filter(
      (c) =>
        (!type || c.type === type) &&
        (!modality || courseModality(c) === modality) &&
        words.every((w) => foldText(`${c.title} ${c.area ?? ''}`).includes(w)),
    );
    if (sort === 'price_asc') matching.sort((a, b) => a.price - b.price);
    if (sort === 'price_desc') matching.sort((a, b) => b.price - a.price);
    const content = matching.slice(page * size, page * size + size);
    return ok({ content, page, size, totalElements: matching.length, totalPages: Math.ceil(matching.length / size) });
  });
}

function titles() {
  return screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
}

async function renderLoaded() {
  const get = diplomaEndpoint(published);
  renderWithRemote(<DiplomasPage />, { http: mockHttp({ get }) });
  await screen.findByText('Mostrando 3 de 3 diplomados');
  return get;
}

describe('DiplomasPage', () => {
  it('lists only the published diplomas with hours, modality, soles price and start date', async () => {
    const get = await renderLoaded();
    expect(get).toHaveBeenCalledWith(
      '/courses/filter',
      expect.objectContaining({ params: expect.objectContaining({ type: 'Diplomado' }) }),
    );
    expect(titles()).toEqual(['Diplomado en Contrataciones del Estado', 'Diplomado en Derecho Penal', 'Diplomado en Gestión Pública']);
    const card = screen.getByRole('link', { name: 'Diplomado en Contrataciones del Estado' }).closest('article')!;
    expect(within(card).getByText('180 horas')).toBeInTheDocument();
    expect(within(card).getByText('Virtual')).toBeInTheDocument();
    expect(within(card).getByText('02/03/2026')).toBeInTheDocument();
    expect(within(card).getByText('S/ 850.00')).toBeInTheDocument();
    expect(within(card).getByText('Intermedio')).toHaveAttribute('data-tone', 'warning');
    expect(within(card).getByRole('img', { name: /Diplomado en Contrataciones del Estado/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Diplomado en Contrataciones del Estado' })).toHaveAttribute(
      'href',
      '/curso/1-diplomado-en-contrataciones-del-estado',
    );
    const penal = screen.getByRole('link', { name: 'Diplomado en Derecho Penal' }).closest('article')!;
    expect(within(penal).getByText('Fecha por definir')).toBeInTheDocument();
    const mixed = screen.getByRole('link', { name: 'Diplomado en Gestión Pública' }).closest('article')!;
    expect(within(mixed).getByText('Mixto')).toBeInTheDocument();
  });

  it('searches by text and filters by modality on the server, and clears the filters', async () => {
    const get = await renderLoaded();
    await userEvent.type(screen.getByLabelText('Buscar diplomado'), 'gestion');
    expect(await screen.findByText('Mostrando 1 de 3 diplomados')).toBeInTheDocument();
    expect(titles()).toEqual(['Diplomado en Gestión Pública']);
    // The words go to the server once typing pauses, not once per key.
    const asked = get.mock.calls.map(([, config]) => (config as { params: { q?: string } }).params.q).filter(Boolean);
    expect(asked).toEqual(['gestion']);
    await userEvent.selectOptions(screen.getByLabelText('Modalidad'), 'Virtual');
    expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith(
      '/courses/filter',
      expect.objectContaining({ params: expect.objectContaining({ type: 'Diplomado', q: 'gestion', modality: 'Virtual' }) }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(screen.getByLabelText('Buscar diplomado')).toHaveValue('');
    expect(screen.getByLabelText('Modalidad')).toHaveValue('Todas');
    await waitFor(() => expect(titles()).toHaveLength(3));
    await userEvent.selectOptions(screen.getByLabelText('Modalidad'), 'Presencial');
    await waitFor(() => expect(titles()).toEqual(['Diplomado en Derecho Penal']));
  });

  it('sorts by price ascending and descending on the server', async () => {
    const get = await renderLoaded();
    await userEvent.selectOptions(screen.getByLabelText('Ordenar por precio'), 'asc');
    await waitFor(() =>
      expect(titles()).toEqual(['Diplomado en Derecho Penal', 'Diplomado en Contrataciones del Estado', 'Diplomado en Gestión Pública']),
    );
    expect(get).toHaveBeenLastCalledWith(
      '/courses/filter',
      expect.objectContaining({ params: expect.objectContaining({ sort: 'price_asc' }) }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Ordenar por precio'), 'desc');
    await waitFor(() =>
      expect(titles()).toEqual(['Diplomado en Gestión Pública', 'Diplomado en Contrataciones del Estado', 'Diplomado en Derecho Penal']),
    );
  });

  it("loads the next page with 'Cargar más diplomados'", async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ ...published[0]!, id: 100 + i, title: `Diplomado número ${i + 1}` }));
    renderWithRemote(<DiplomasPage />, { http: mockHttp({ get: diplomaEndpoint(many) }) });
    expect(await screen.findByText('Mostrando 14 de 14 diplomados')).toBeInTheDocument();
    expect(titles()).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más diplomados' }));
    await waitFor(() => expect(titles()).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Cargar más diplomados' })).not.toBeInTheDocument();
  });

  it('shows skeletons while loading and an error with retry', async () => {
    const get = jest
      .fn()
      .mockImplementationOnce(() => Promise.reject(new Error('Network Error')))
      .mockImplementation(diplomaEndpoint(published));
    renderWithRemote(<DiplomasPage />, { http: mockHttp({ get }) });
    expect(screen.getAllByTestId('course-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error: Network Error');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Mostrando 3 de 3 diplomados')).toBeInTheDocument();
  });

  it('says so when no diploma is published', async () => {
    renderWithRemote(<DiplomasPage />, { http: mockHttp({ get: diplomaEndpoint([published[1]!]) }) });
    expect(await screen.findByText('Aún no hay diplomados publicados.')).toBeInTheDocument();
  });
});
