import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SpecializationsPage } from './SpecializationsPage';
import { filterEndpoint, mockHttp, renderWithRemote } from '../../../app/testing/renderWithRemote';

const published = [
  {
    id: 11,
    title: 'Especialización en Arbitraje',
    type: 'Especialidad',
    area: 'Arbitraje',
    hours: 240,
    price: 2400,
    startDate: '2026-05-04',
  },
  { id: 12, title: 'Curso de Redacción Jurídica', type: 'Curso', price: 150 },
  { id: 13, title: 'Programa de Compliance', type: 'Programa', area: 'Compliance', level: 'Avanzado', hours: 120, price: 1800.5 },
  { id: 14, title: 'Diplomado en Derecho Laboral', type: 'Diplomado', price: 720 },
];

describe('SpecializationsPage', () => {
  it('lists the published Especialidad and Programa courses with links and prices', async () => {
    const get = filterEndpoint(published);
    renderWithRemote(<SpecializationsPage />, { http: mockHttp({ get }) });
    expect(screen.getAllByTestId('course-skeleton').length).toBeGreaterThan(0);
    const link = await screen.findByRole('link', { name: 'Especialización en Arbitraje' });
    expect(get).toHaveBeenCalledWith(
      '/courses/filter',
      expect.objectContaining({ params: expect.objectContaining({ type: 'Especialidad' }) }),
    );
    expect(get).toHaveBeenCalledWith('/courses/filter', expect.objectContaining({ params: expect.objectContaining({ type: 'Programa' }) }));
    expect(link).toHaveAttribute('href', '/curso/11-especializacion-en-arbitraje');
    expect(screen.getByRole('link', { name: 'Programa de Compliance' })).toHaveAttribute('href', '/curso/13-programa-de-compliance');
    expect(screen.queryByText('Curso de Redacción Jurídica')).not.toBeInTheDocument();
    expect(screen.queryByText('Diplomado en Derecho Laboral')).not.toBeInTheDocument();
    const card = link.closest('article')!;
    expect(within(card).getByText('S/ 2,400.00')).toBeInTheDocument();
    expect(within(card).getByText('04/05/2026')).toBeInTheDocument();
    expect(within(card).getByText('240 horas')).toBeInTheDocument();
    expect(screen.getByText('S/ 1,800.50')).toBeInTheDocument();
  });

  it('shows the 4 admission steps with their durations in order', async () => {
    renderWithRemote(<SpecializationsPage />, { http: mockHttp({ get: filterEndpoint([]) }) });
    const steps = within(screen.getByRole('list', { name: 'Pasos del proceso de admisión' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('h3')?.textContent)).toEqual([
      'Evaluación de perfil',
      'Entrevista personal',
      'Examen de conocimientos',
      'Admisión y matrícula',
    ]);
    expect(steps.map((s) => within(s).getByText(/^Duración:/).textContent)).toEqual([
      'Duración: 3 días',
      'Duración: 1 semana',
      'Duración: 1 semana',
      'Duración: 2 días',
    ]);
    await screen.findByText('Aún no hay programas de especialización publicados.');
  });

  it('shows the empty state and the error state with retry', async () => {
    const get = jest
      .fn()
      .mockImplementationOnce(() => Promise.reject({ response: { data: { error: 'Servicio no disponible' } } }))
      .mockImplementation(filterEndpoint([published[1]!]));
    renderWithRemote(<SpecializationsPage />, { http: mockHttp({ get }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error: Servicio no disponible');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no hay programas de especialización publicados.')).toBeInTheDocument();
  });
});
