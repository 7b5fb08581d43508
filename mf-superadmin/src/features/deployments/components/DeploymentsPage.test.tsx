import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute } from '@inpro/ui/src/testing';
import type { OpsRemotesResponse } from '@inpro/shared-contracts';
import { masterShell } from '../../../testing/master';
import { DeploymentsPage } from './DeploymentsPage';

const v = (version: string) => ({ version, contractsVersion: '1.0.0', builtAt: '2026-05-01T15:00:00.000Z' });
const STATE: OpsRemotesResponse = {
  remotes: [
    { remote: 'mf-admin', active: '1.0.0', versions: [v('1.0.0')] },
    { remote: 'mf-aula', active: '1.0.0', versions: [v('1.0.0')] },
    { remote: 'mf-public', active: '1.1.0', versions: [v('1.0.0'), v('1.1.0')] },
    { remote: 'mf-superadmin', active: '1.0.0', versions: [v('1.0.0')] },
    { remote: 'mf-teacher', active: '1.0.0', versions: [v('1.0.0')] },
  ],
  history: [
    { remote: 'mf-public', from: '1.0.0', to: '1.1.0', who: 'ops@inpro.test', when: '2026-05-04T15:20:00.000Z', action: 'deploy' },
    { remote: 'mf-public', from: null, to: '1.0.0', who: 'ci', when: '2026-05-01T15:00:00.000Z', action: 'deploy' },
  ],
};

function render(rollback: () => unknown = () => ({ remote: 'mf-public', from: '1.1.0', to: '1.0.0' })) {
  const shell = masterShell({
    get: { '/ops/remotes': STATE, '/ops/signals': { since: '2026-05-04T15:00:00.000Z', versions: [] } },
    routes: { 'POST /ops/remotes/mf-public/rollback': rollback },
  });
  return renderRoute(<DeploymentsPage />, shell, { path: '/superadmin/despliegues' });
}

describe('DeploymentsPage', () => {
  it('shows the five remotes in the site order with their live version, when and by whom', async () => {
    render();
    expect(screen.getByText('Cargando despliegues…')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Sitio público (mf-public)',
      'Aula Virtual (mf-aula)',
      'Área docente (mf-teacher)',
      'Administración (mf-admin)',
      'Administración maestra (mf-superadmin)',
    ]);
    expect(within(cards[0]).getByTestId('live-mf-public')).toHaveTextContent('1.1.0');
    expect(within(cards[0]).getByText('Desplegada el 04/05/2026 10:20 por ops@inpro.test.')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Sin registro de quién la desplegó.')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Historial de despliegues (más reciente primero)' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getAllByText('Despliegue')).toHaveLength(2);
  });

  it("rolls one remote back after confirming ('Revertir')", async () => {
    const { shell } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Revertir mf-public a 1.0.0' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Revertir mf-public a la versión 1.0.0?' });
    expect(within(dialog).getByText(/Las próximas cargas de página usarán esa versión/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revertir' }));
    await screen.findByText('mf-public: versión 1.0.0 en vivo.');
    expect(shell.calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/ops/remotes/mf-public/rollback', body: { to: '1.0.0' } });
    await waitFor(() => expect(shell.requests.filter((r) => r === 'GET /ops/remotes')).toHaveLength(2));
  });

  it('shows a refusal of the ops API in Spanish', async () => {
    render(() => {
      throw httpError(409, 'El manifiesto de mf-public 1.0.0 no expone ./spa.');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Revertir mf-public a 1.0.0' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revertir' }));
    expect(await screen.findByText('El manifiesto de mf-public 1.0.0 no expone ./spa.')).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    const shell = masterShell({ get: { '/ops/remotes': () => Promise.reject(httpError(500)) } });
    renderRoute(<DeploymentsPage />, shell, { path: '/superadmin/despliegues' });
    expect(await screen.findByText('No se pudo cargar el estado de los despliegues.')).toBeInTheDocument();
  });
});
