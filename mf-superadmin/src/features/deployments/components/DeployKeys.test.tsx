import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@inpro/ui/src/testing';
import type { DeployKeyItem } from '@inpro/shared-contracts';
import { masterShell } from '../../../testing/master';
import { DeployKeys } from './DeployKeys';

const aulaKey: DeployKeyItem = {
  id: 1,
  name: 'Equipo Aula',
  remotes: ['mf-aula'],
  hint: 'Zx9q',
  createdBy: 'superadmin@inpro.test',
  createdAt: '2026-05-04T15:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

describe('deploy keys on the deployments screen', () => {
  it('creates a key for a team, shows it once, and refuses an empty form in Spanish', async () => {
    const shell = masterShell({
      get: { '/ops/deploy-keys': { keys: [aulaKey] } },
      routes: {
        'POST /ops/deploy-keys': { ...aulaKey, id: 2, name: 'Equipo Docentes', remotes: ['mf-teacher'], key: 'inpro_dk_secret123' },
      },
    });
    renderRoute(<DeployKeys />, shell, { path: '/superadmin/despliegues' });
    expect(await screen.findByRole('cell', { name: '…Zx9q' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Nueva clave de despliegue' });
    await userEvent.click(within(form).getByRole('button', { name: 'Crear clave' }));
    expect(within(form).getByText('Indique el nombre del equipo (al menos 2 caracteres).')).toBeInTheDocument();
    expect(within(form).getByText('Elija al menos un micro-frontend.')).toBeInTheDocument();
    expect(shell.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Equipo'), 'Equipo Docentes');
    await userEvent.click(within(form).getByLabelText('mf-teacher'));
    await userEvent.click(within(form).getByRole('button', { name: 'Crear clave' }));
    expect(await screen.findByTestId('new-deploy-key')).toHaveTextContent('inpro_dk_secret123');
    expect(shell.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/ops/deploy-keys',
      body: { name: 'Equipo Docentes', remotes: ['mf-teacher'] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Listo, la guardé' }));
    expect(screen.queryByTestId('new-deploy-key')).not.toBeInTheDocument();
  });

  it('revokes a key after confirmation', async () => {
    const shell = masterShell({
      get: { '/ops/deploy-keys': { keys: [aulaKey] } },
      routes: { 'POST /ops/deploy-keys/1/revoke': { ...aulaKey, revokedAt: '2026-05-04T16:00:00.000Z' } },
    });
    renderRoute(<DeployKeys />, shell, { path: '/superadmin/despliegues' });
    await userEvent.click(await screen.findByRole('button', { name: 'Revocar Equipo Aula' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Revocar la clave «Equipo Aula»?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('Clave «Equipo Aula» revocada.')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/ops/deploy-keys/1/revoke' });
  });
});
