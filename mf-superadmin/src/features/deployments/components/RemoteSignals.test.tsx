import { screen, within } from '@testing-library/react';
import { renderRoute } from '@inpro/ui/src/testing';
import type { FieldSignalSummary, OpsRemotesResponse } from '@inpro/shared-contracts';
import { masterShell } from '../../../testing/master';
import { DeploymentsPage } from './DeploymentsPage';

const v = (version: string) => ({ version, contractsVersion: '1.0.0', builtAt: null });
const STATE: OpsRemotesResponse = {
  remotes: [{ remote: 'mf-public', active: '1.1.0', versions: [v('1.0.0'), v('1.1.0')] }],
  history: [
    { remote: 'mf-public', from: '1.0.0', to: '1.1.0', who: 'ops@inpro.test', when: '2026-05-04T15:20:00.000Z', action: 'deploy' },
    { remote: 'mf-public', from: null, to: '1.0.0', who: 'ci', when: '2026-05-01T15:00:00.000Z', action: 'deploy' },
  ],
};

type Row = FieldSignalSummary['versions'][number];
const row = (
  version: string,
  loads: number,
  loadErrors: number,
  renderErrors: number,
  LCP: number | null,
  INP: number | null,
  hours: Row['hours'],
): Row => ({
  remote: 'mf-public',
  version,
  loads,
  loadErrors,
  renderErrors,
  apiErrors: 0,
  errorRate: loads + loadErrors ? (loadErrors + renderErrors) / (loads + loadErrors) : null,
  p75: { LCP, INP, CLS: 0.02 },
  hours,
});

const HOUR: FieldSignalSummary = {
  since: '2026-05-04T16:00:00.000Z',
  versions: [row('1.1.0', 180, 20, 4, 2100, 240, [{ hour: '2026-05-04T16:00:00.000Z', loads: 180, errors: 24 }])],
};
const DAY: FieldSignalSummary = {
  since: '2026-05-03T17:00:00.000Z',
  versions: [
    row('1.1.0', 180, 20, 4, 2100, 240, [{ hour: '2026-05-04T16:00:00.000Z', loads: 180, errors: 24 }]),
    row('1.0.0', 1500, 3, 2, 1500, 120, [
      { hour: '2026-05-04T10:00:00.000Z', loads: 900, errors: 3 },
      { hour: '2026-05-04T15:00:00.000Z', loads: 600, errors: 2 },
    ]),
  ],
};

function render(day: FieldSignalSummary = DAY, hour: FieldSignalSummary = HOUR) {
  const shell = masterShell({
    get: { '/ops/remotes': STATE, '/ops/signals': (call: { params?: Record<string, unknown> }) => (call.params?.hours === 1 ? hour : day) },
  });
  return renderRoute(<DeploymentsPage />, shell, { path: '/superadmin/despliegues' });
}

describe('field signals on the deployments screen', () => {
  it('shows per version the loads, error rate and p75 LCP/INP of the last hour and the last day', async () => {
    const { shell } = render();
    const section = await screen.findByRole('region', { name: 'Señales de campo de Sitio público' });
    const live = within(section).getByTestId('signals-mf-public-1.1.0');
    expect(within(live).getByRole('rowheader')).toHaveTextContent('1.1.0 En vivo');
    expect([...live.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '200',
      '12.0 %',
      '2,100 ms',
      '240 ms',
      '200',
      '12.0 %',
      '2,100 ms',
      '240 ms',
    ]);
    const previous = within(section).getByTestId('signals-mf-public-1.0.0');
    expect(within(previous).getByRole('rowheader')).toHaveTextContent('1.0.0 Anterior');
    expect([...previous.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '0',
      '—',
      '—',
      '—',
      '1,503',
      '0.3 %',
      '1,500 ms',
      '120 ms',
    ]);
    expect(
      shell.calls
        .filter((c) => c.url === '/ops/signals')
        .map((c) => c.params?.hours)
        .sort(),
    ).toEqual([1, 24]);
  });

  it('breaks the errors down by kind: at load, at render and API 5xx, per version and window', async () => {
    const withApi = (r: Row, apiErrors: number): Row => ({ ...r, apiErrors });
    render({ ...DAY, versions: [withApi(DAY.versions[0], 7), DAY.versions[1]] }, { ...HOUR, versions: [withApi(HOUR.versions[0], 5)] });
    const section = await screen.findByRole('region', { name: 'Señales de campo de Sitio público' });
    const errors = within(section).getByRole('region', { name: 'Errores por tipo de Sitio público' });
    expect(within(errors).getByRole('table', { name: 'Errores por tipo' })).toBeInTheDocument();
    expect(within(errors).getByRole('columnheader', { name: 'Errores al cargar (última hora)' })).toBeInTheDocument();
    const live = within(errors).getByTestId('errors-mf-public-1.1.0');
    expect([...live.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['20', '4', '5', '20', '4', '7']);
    const previous = within(errors).getByTestId('errors-mf-public-1.0.0');
    expect([...previous.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['—', '—', '—', '3', '2', '0']);
    expect(errors).toHaveTextContent('los errores de la API se muestran aparte');
  });

  it('draws each version per hour as an image that says what it shows', async () => {
    render();
    const section = await screen.findByRole('region', { name: 'Señales de campo de Sitio público' });
    expect(
      within(section).getByRole('img', { name: /versión 1\.1\.0 en las últimas 24 horas: 180 cargas, 24 errores/ }),
    ).toBeInTheDocument();
    const previous = within(section).getByRole('img', { name: /versión 1\.0\.0 en las últimas 24 horas: 1,500 cargas, 5 errores/ });
    // 24 hourly slots, two with loads
    expect(previous.querySelectorAll('rect')).toHaveLength(4);
  });

  it('compares the live version with the previous one and flags a clearly worse release', async () => {
    render();
    const comparison = await screen.findByTestId('release-comparison');
    expect(comparison).toHaveTextContent('En vivo frente a la anterior (última hora)');
    expect(within(comparison).getByText('Peor que la anterior')).toBeInTheDocument();
    expect(comparison).toHaveTextContent('En vivo 1.1.0: 12.0 % de errores en 200 cargas, LCP p75 2,100 ms, INP p75 240 ms.');
    expect(comparison).toHaveTextContent('Anterior 1.0.0: sin cargas.');
  });

  it('says when there are too few loads to compare, over the last day', async () => {
    const few = { since: HOUR.since, versions: [row('1.1.0', 10, 0, 0, 1800, 100, [])] };
    render({ since: DAY.since, versions: [few.versions[0], DAY.versions[1]] }, few);
    const comparison = await screen.findByTestId('release-comparison');
    expect(comparison).toHaveTextContent('(último día)');
    expect(within(comparison).getByText('Pocas cargas para comparar')).toBeInTheDocument();
  });
});

describe('field signals of a running canary', () => {
  it('lists the canary first and compares it with the stable version', async () => {
    const shell = masterShell({
      get: {
        '/ops/remotes': {
          ...STATE,
          remotes: [{ ...STATE.remotes[0], active: '1.0.0', canary: { version: '1.1.0', percent: 10, since: '2026-05-04T16:00:00.000Z' } }],
          history: [STATE.history[1]],
        },
        '/ops/signals': (call: { params?: Record<string, unknown> }) => (call.params?.hours === 1 ? HOUR : DAY),
      },
    });
    renderRoute(<DeploymentsPage />, shell, { path: '/superadmin/despliegues' });
    const section = await screen.findByRole('region', { name: 'Señales de campo de Sitio público' });
    const rows = within(within(section).getByRole('table', { name: 'Señales de campo de Sitio público por versión' })).getAllByRole(
      'rowheader',
    );
    expect(rows.map((r) => r.textContent)).toEqual(['1.1.0 Canario', '1.0.0 En vivo']);
    const comparison = within(section).getByTestId('release-comparison');
    expect(comparison).toHaveTextContent('Canario frente a la estable (última hora)');
    expect(within(comparison).getByText('Peor que la estable')).toBeInTheDocument();
    expect(within(section).getByText('Canario 1.1.0, últimas 24 horas')).toBeInTheDocument();
  });
});
