import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute, type FakeCall } from '@inpro/ui/src/testing';
import type { ParticipantRow } from '@inpro/shared-contracts';
import { masterShell, page } from '../../../testing/master';
import { ParticipantsPage } from './ParticipantsPage';

const row = (id: number, fullName: string, over: Partial<ParticipantRow>): ParticipantRow => ({
  id,
  fullName,
  email: `${id}@inpro.test`,
  dni: '12345678',
  phone: '999888777',
  studentCode: `A2026-000${id}`,
  registration: 'Verificado',
  payment: 'Pagado',
  balance: 0,
  status: 'Activo',
  courses: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const ROWS = [
  row(1, 'Ana Pagada', {}),
  row(2, 'Beto Parcial', { registration: 'Pendiente', payment: 'Parcial', balance: 150 }),
  row(3, 'Carla Debe', { registration: 'Incompleto', dni: null, payment: 'Debe', balance: 300, status: 'Inactivo' }),
  row(4, 'Dino Nuevo', { payment: null, courses: 0 }),
];

function render(routes: Record<string, unknown> = {}) {
  const shell = masterShell({ routes: { 'GET /superadmin/participants': () => page(ROWS), ...routes } });
  return renderRoute(<ParticipantsPage />, shell, { path: '/superadmin/participantes' });
}

describe('ParticipantsPage', () => {
  it('shows each participant with registration, payment, balance and account states', async () => {
    render();
    const beto = (await screen.findByRole('rowheader', { name: /Beto Parcial/ })).closest('tr')!;
    expect(within(beto).getByText('Pendiente')).toBeInTheDocument();
    expect(within(beto).getByText('Parcial')).toBeInTheDocument();
    expect(within(beto).getByText('S/ 150.00')).toBeInTheDocument();
    const carla = screen.getByRole('rowheader', { name: /Carla Debe/ }).closest('tr')!;
    expect(within(carla).getByText('Incompleto')).toBeInTheDocument();
    expect(within(carla).getByText('Debe')).toBeInTheDocument();
    expect(within(carla).getByText('Inactivo')).toBeInTheDocument();
    expect(within(carla).getByText('—')).toBeInTheDocument();
    expect(within(screen.getByRole('rowheader', { name: /Dino Nuevo/ }).closest('tr')!).getByText('Sin pagos')).toBeInTheDocument();
    expect(screen.getByText('4 participantes')).toBeInTheDocument();
  });

  it('filters on each state on the server', async () => {
    const { shell } = render();
    await screen.findByRole('rowheader', { name: /Ana Pagada/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Registro' }), 'Verificado');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pago' }), 'Debe');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Inactivo');
    await waitFor(() =>
      expect(shell.calls.at(-1)?.params).toEqual({ page: 0, registration: 'Verificado', payment: 'Debe', status: 'Inactivo' }),
    );
  });

  it('exports the filtered list as CSV', async () => {
    const createObjectURL = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { shell } = render({
      'GET /superadmin/participants/export': () => new Blob(['Nombre\r\n'], { type: 'text/csv' }),
    });
    await screen.findByRole('rowheader', { name: /Ana Pagada/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pago' }), 'Debe');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await screen.findByText('Descargado: participantes.csv.');
    const call = shell.calls.find((c: FakeCall) => c.url === '/superadmin/participants/export');
    expect(call?.params).toEqual({ payment: 'Debe' });
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it('shows the load error', async () => {
    render({
      'GET /superadmin/participants': () => {
        throw httpError(500);
      },
    });
    expect(await screen.findByText('No se pudo cargar participantes.')).toBeInTheDocument();
  });
});
