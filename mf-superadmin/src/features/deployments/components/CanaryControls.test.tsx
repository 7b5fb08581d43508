import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@inpro/ui/src/testing';
import type { OpsRemotesResponse } from '@inpro/shared-contracts';
import { masterShell } from '../../../testing/master';
import { DeploymentsPage } from './DeploymentsPage';

const v = (version: string) => ({ version, contractsVersion: '1.0.0', builtAt: null });
const EMPTY_SIGNALS = { since: '2026-05-04T15:00:00.000Z', versions: [] };

function render(state: OpsRemotesResponse) {
  const shell = masterShell({ get: { '/ops/remotes': state, '/ops/signals': EMPTY_SIGNALS } });
  renderRoute(<DeploymentsPage />, shell, { path: '/superadmin/despliegues' });
  return shell;
}

describe('canary controls on the deployments screen', () => {
  it('starts a canary of a deployed version for a share of browsers, with Spanish messages for bad input', async () => {
    const shell = render({
      remotes: [{ remote: 'mf-public', active: '1.0.0', versions: [v('1.0.0'), v('1.1.0')], canary: null }],
      history: [],
    });
    const form = await screen.findByRole('form', { name: 'Canario de mf-public' });
    await userEvent.click(within(form).getByRole('button', { name: 'Iniciar canario' }));
    expect(within(form).getByText('Indique la versión del canario.')).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('Versión del canario'), '1.1.0');
    const percent = within(form).getByLabelText('Porcentaje de navegadores');
    await userEvent.clear(percent);
    await userEvent.type(percent, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Iniciar canario' }));
    expect(within(form).getByText('Indique un porcentaje entre 1 y 99.')).toBeInTheDocument();
    expect(shell.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.clear(percent);
    await userEvent.type(percent, '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Iniciar canario' }));
    await screen.findByText('mf-public: canario 1.1.0 al 10 % de los navegadores.');
    expect(shell.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/ops/remotes/mf-public/canary',
      body: { version: '1.1.0', percent: 10 },
    });
  });

  it('shows a running canary with «Promover a todos» and «Abortar canario» after confirming', async () => {
    const shell = render({
      remotes: [
        {
          remote: 'mf-public',
          active: '1.0.0',
          versions: [v('1.0.0'), v('1.1.0')],
          canary: { version: '1.1.0', percent: 10, since: '2026-05-04T15:20:00.000Z' },
        },
      ],
      history: [
        {
          remote: 'mf-public',
          from: '1.0.0',
          to: '1.1.0',
          who: 'ops@inpro.test',
          when: '2026-05-04T15:20:00.000Z',
          action: 'canary',
          percent: 10,
        },
      ],
    });
    const box = await screen.findByTestId('canary-mf-public');
    expect(box).toHaveTextContent('Canario 1.1.0 al 10 % desde el 04/05/2026 10:20.');
    await userEvent.click(within(box).getByRole('button', { name: 'Abortar canario' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Abortar el canario 1.1.0?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abortar' }));
    await screen.findByText('mf-public: canario abortado.');
    await userEvent.click(within(box).getByRole('button', { name: 'Promover a todos' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Promover' }));
    await waitFor(() =>
      expect(shell.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
        '/ops/remotes/mf-public/canary/abort',
        '/ops/remotes/mf-public/canary/promote',
      ]),
    );
    const history = screen.getByRole('table', { name: 'Historial de despliegues (más reciente primero)' });
    expect(within(history).getByText('Canario')).toBeInTheDocument();
    expect(within(history).getByText('Al 10 % de los navegadores')).toBeInTheDocument();
  });
});
