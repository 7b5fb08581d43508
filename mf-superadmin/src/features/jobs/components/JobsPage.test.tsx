import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, type FakeCall } from '@inpro/ui/src/testing';
import type { JobListResponse, JobSummary } from '@inpro/shared-contracts';
import { masterShell } from '../../../testing/master';
import { JobsPage } from './JobsPage';

const FAILED: JobSummary = {
  id: '6f1c7c5e-9d3a-4b8e-8f00-000000000001',
  queue: 'mail',
  state: 'failed',
  summary: 'Correo a ana@test.pe: «Recibo»',
  retryCount: 8,
  retryLimit: 8,
  createdOn: '2026-11-28T15:00:00Z',
  startAfter: '2026-11-28T15:00:00Z',
  startedOn: '2026-11-28T16:00:00Z',
  completedOn: '2026-11-28T16:00:01Z',
  error: 'No se pudo conectar con el servidor SMTP. Revisa el servidor, el puerto y la opción TLS.',
};
const WAITING: JobSummary = {
  ...FAILED,
  id: '6f1c7c5e-9d3a-4b8e-8f00-000000000002',
  state: 'retry',
  retryCount: 1,
  summary: 'Correo a luis@test.pe: «Aviso»',
};

function render(
  retry: (c: FakeCall) => unknown = () => ({
    job: { ...FAILED, state: 'retry' },
    message: 'El trabajo se volverá a intentar en unos segundos.',
  }),
) {
  const list = (items: JobSummary[]): JobListResponse => ({ items, counts: { failed: 1, waiting: 1 } });
  const shell = masterShell({
    routes: {
      'GET /superadmin/jobs?list=failed': () => list([FAILED]),
      'GET /superadmin/jobs?list=waiting': () => list([WAITING]),
      [`POST /superadmin/jobs/${FAILED.id}/retry`]: retry,
    },
  });
  return renderRoute(<JobsPage />, shell, { path: '/superadmin/trabajos' });
}

describe('JobsPage', () => {
  it('lists the failed jobs with their last error and retries one', async () => {
    const retry = jest.fn(() => ({ job: { ...FAILED, state: 'retry' }, message: 'El trabajo se volverá a intentar en unos segundos.' }));
    render(retry);
    const row = (await screen.findByRole('rowheader', { name: /Correo a ana@test.pe/ })).closest('tr')!;
    expect(within(row).getByText('Fallido')).toBeInTheDocument();
    expect(within(row).getByText('9 de 9')).toBeInTheDocument();
    expect(within(row).getByText(/No se pudo conectar con el servidor SMTP/)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByText('El trabajo se volverá a intentar en unos segundos.')).toBeInTheDocument();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the waiting jobs on their tab, without a retry', async () => {
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'En espera (1)' }));
    const row = (await screen.findByRole('rowheader', { name: /Correo a luis@test.pe/ })).closest('tr')!;
    expect(within(row).getByText('Por reintentar')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Reintentar/ })).toBeNull();
  });
});
