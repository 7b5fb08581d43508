import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DiplomasPage } from './DiplomasPage';
import { filterEndpoint, mockHttp, renderWithRemote } from '../../../app/testing/renderWithRemote';

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

function titles() {
  return screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
}

async function renderLoaded() {
  const get = filterEndpoint(published);
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

  it('searches by text, filters by modality and clears the filters', async () => {
    await renderLoaded();
    await userEvent.type(screen.getByLabelText('Buscar diplomado'), 'gestion');
    expect(titles()).toEqual(['Diplomado en Gestión Pública']);
    expect(screen.getByText('Mostrando 1 de 3 diplomados')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Modalidad'), 'Virtual');
    expect(screen.getByText('Sin resultados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(screen.getByLabelText('Buscar diplomado')).toHaveValue('');
    expect(screen.getByLabelText('Modalidad')).toHaveValue('Todas');
    expect(titles()).toHaveLength(3);
    await userEvent.selectOptions(screen.getByLabelText('Modalidad'), 'Presencial');
    expect(titles()).toEqual(['Diplomado en Derecho Penal']);
  });

  it('sorts by price ascending and descending', async () => {
    await renderLoaded();
    await userEvent.selectOptions(screen.getByLabelText('Ordenar por precio'), 'asc');
    expect(titles()).toEqual(['Diplomado en Derecho Penal', 'Diplomado en Contrataciones del Estado', 'Diplomado en Gestión Pública']);
    await userEvent.selectOptions(screen.getByLabelText('Ordenar por precio'), 'desc');
    expect(titles()).toEqual(['Diplomado en Gestión Pública', 'Diplomado en Contrataciones del Estado', 'Diplomado en Derecho Penal']);
  });

  it('shows skeletons while loading and an error with retry', async () => {
    const get = jest
      .fn()
      .mockImplementationOnce(() => Promise.reject(new Error('Network Error')))
      .mockImplementation(filterEndpoint(published));
    renderWithRemote(<DiplomasPage />, { http: mockHttp({ get }) });
    expect(screen.getAllByTestId('course-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error: Network Error');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Mostrando 3 de 3 diplomados')).toBeInTheDocument();
  });

  it('says so when no diploma is published', async () => {
    renderWithRemote(<DiplomasPage />, { http: mockHttp({ get: filterEndpoint([published[1]!]) }) });
    expect(await screen.findByText('Aún no hay diplomados publicados.')).toBeInTheDocument();
  });
});
