import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute } from '@inpro/ui/src/testing';
import type { OpsHistoryEntry, OpsRemotesResponse } from '@inpro/shared-contracts';
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
    {
      remote: 'mf-public',
      from: '1.0.0',
      to: '1.1.0',
      who: 'ops@inpro.test',
      when: '2026-05-04T15:20:00.000Z',
      action: 'deploy',
      machine: 'api-2',
    },
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
    expect(within(cards[0]).getByText('Desplegada el 04/05/2026 10:20 por ops@inpro.test desde api-2.')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Sin registro de quién la desplegó.')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Historial de despliegues (más reciente primero)' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getAllByText('Despliegue')).toHaveLength(2);
    // Which machine made each move (older entries name none).
    expect(within(history).getByRole('columnheader', { name: 'Máquina' })).toBeInTheDocument();
    expect(within(history).getByText('api-2')).toBeInTheDocument();
  });

  it('says why a remote with one version offers no rollback, and only there', async () => {
    render();
    const aula = await screen.findByRole('article', { name: 'Aula Virtual (mf-aula)' });
    expect(within(aula).getByText('Solo hay una versión desplegada: no hay a dónde volver.')).toBeInTheDocument();
    expect(within(aula).queryByRole('button', { name: /^Revertir/ })).not.toBeInTheDocument();
    const site = screen.getByRole('article', { name: 'Sitio público (mf-public)' });
    expect(within(site).queryByText('Solo hay una versión desplegada: no hay a dónde volver.')).not.toBeInTheDocument();
    expect(within(site).getByRole('button', { name: 'Revertir mf-public a 1.0.0' })).toBeInTheDocument();
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

  it('tells each version’s story: labels, who published and put it live from which machine, every version with signals, a preview link', async () => {
    const aulaVersions = ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0'];
    const h = (minute: number, action: OpsHistoryEntry['action'], from: string | null, to: string, who: string, machine: string) => ({
      remote: 'mf-aula',
      from,
      to,
      who,
      machine,
      action,
      when: new Date(Date.now() - (60 - minute) * 60_000).toISOString(),
    });
    const state: OpsRemotesResponse = {
      remotes: [
        ...STATE.remotes.filter((r) => r.remote !== 'mf-aula'),
        { remote: 'mf-aula', active: '1.2.0', versions: aulaVersions.map(v) },
      ],
      history: [
        h(50, 'preview', '1.2.0', '1.5.0', 'clave:Equipo Aula', 'ci-7'),
        h(45, 'publish', '1.2.0', '1.5.0', 'clave:Equipo Aula', 'web-2'),
        h(40, 'abort', '1.3.0', '1.2.0', 'automático (señales de campo)', 'web-1'),
        h(35, 'canary', '1.2.0', '1.3.0', 'clave:Equipo Aula', 'web-1'),
        h(20, 'promote', '1.1.0', '1.2.0', 'automático (señales de campo)', 'web-2'),
        h(10, 'publish', '1.1.0', '1.2.0', 'clave:Equipo Aula', 'web-1'),
        h(5, 'deploy', '1.0.0', '1.1.0', 'ops@inpro.test', 'ops-1'),
        h(0, 'deploy', null, '1.0.0', 'ops@inpro.test', 'ops-1'),
      ],
    };
    const signalRow = (version: string) => ({
      remote: 'mf-aula',
      version,
      loads: 10,
      loadErrors: 0,
      renderErrors: 0,
      apiErrors: 0,
      errorRate: 0,
      p75: { LCP: null, INP: null, CLS: null },
      hours: [],
    });
    const link = { remote: 'mf-aula', version: '1.5.0', url: 'http://site/api/preview?token=abc', expiresAt: '2026-05-04T16:20:00.000Z' };
    const shell = masterShell({
      get: { '/ops/remotes': state, '/ops/signals': { since: '2026-05-04T15:00:00.000Z', versions: aulaVersions.map(signalRow) } },
      routes: { 'POST /ops/remotes/mf-aula/preview': () => link },
    });
    renderRoute(<DeploymentsPage />, shell, { path: '/superadmin/despliegues' });
    const card = await screen.findByRole('article', { name: 'Aula Virtual (mf-aula)' });
    const labelOf = (version: string) => within(card).getByTestId(`version-mf-aula-${version}`);
    expect(labelOf('1.5.0')).toHaveTextContent('1.5.0 En vista previa');
    expect(labelOf('1.3.0')).toHaveTextContent('1.3.0 Abortado');
    expect(labelOf('1.3.0')).not.toHaveTextContent('Anterior');
    expect(labelOf('1.2.0')).toHaveTextContent('1.2.0 En vivo');
    expect(labelOf('1.2.0')).toHaveTextContent(/Publicada el .+ por clave:Equipo Aula desde web-1\./);
    expect(labelOf('1.2.0')).toHaveTextContent(/Puesta en vivo el .+ por automático \(señales de campo\) desde web-2\./);
    expect(labelOf('1.1.0')).toHaveTextContent('1.1.0 Anterior');
    expect(labelOf('1.0.0')).toHaveTextContent('1.0.0 Anterior');

    // Every version with signals, each labelled the same way.
    const signals = screen.getByRole('table', { name: 'Señales de campo de Aula Virtual por versión' });
    expect(
      within(signals)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(
      expect.arrayContaining(['1.2.0 En vivo', '1.3.0 Abortado', '1.5.0 En vista previa', '1.1.0 Anterior', '1.0.0 Anterior', '1.4.0 ']),
    );
    expect(within(signals).getAllByRole('rowheader')).toHaveLength(6);

    await userEvent.click(within(card).getByRole('button', { name: 'Vista previa de mf-aula 1.5.0' }));
    const opened = await within(card).findByRole('link', { name: 'Abrir la vista previa de mf-aula 1.5.0' });
    expect(opened).toHaveAttribute('href', link.url);
    expect(shell.calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/ops/remotes/mf-aula/preview', body: { version: '1.5.0' } });
  });

  it('shows the load error with a retry', async () => {
    const shell = masterShell({ get: { '/ops/remotes': () => Promise.reject(httpError(500)) } });
    renderRoute(<DeploymentsPage />, shell, { path: '/superadmin/despliegues' });
    expect(await screen.findByText('No se pudo cargar el estado de los despliegues.')).toBeInTheDocument();
  });
});
