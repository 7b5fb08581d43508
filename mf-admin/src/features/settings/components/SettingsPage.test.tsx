import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_READ_ONLY_NOTE } from '@inpro/shared-contracts';
import { httpError, renderRoute, type FakeAnswer } from '@inpro/ui/src/testing';
import { adminShell } from '../../../testing/adminShell';
import { SettingsPage } from './SettingsPage';

const GROUPS = ['branding', 'payments', 'smtp', 'sso', 'certificates', 'academic'];

function render(smtpTest: FakeAnswer) {
  const routes: Record<string, FakeAnswer> = { 'POST /admin/settings/smtp/test': smtpTest };
  for (const group of GROUPS) routes[`GET /admin/settings/${group}`] = {};
  const shell = adminShell({ routes });
  return { ...renderRoute(<SettingsPage />, shell, { path: '/admin/conf' }), shell };
}

describe('SettingsPage (admin)', () => {
  it("sends the test e-mail to the address typed and shows the server's answer", async () => {
    const user = userEvent.setup({ delay: null });
    const { shell } = render({ sent: true, message: 'Correo de prueba enviado a ana@inpro.pe.' });
    await user.type(await screen.findByLabelText('Enviar prueba a'), 'ana@inpro.pe');
    await user.click(screen.getByRole('button', { name: 'Enviar correo de prueba' }));
    expect(await screen.findByText('Correo de prueba enviado a ana@inpro.pe.')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.url === '/admin/settings/smtp/test')?.body).toEqual({ to: 'ana@inpro.pe' });
  });

  it('says why the test failed: the mail server’s answer, or a Spanish message when there is none', async () => {
    const user = userEvent.setup({ delay: null });
    render({ sent: false, message: 'El servidor de correo rechazó la conexión.' });
    await user.type(await screen.findByLabelText('Enviar prueba a'), 'ana@inpro.pe');
    await user.click(screen.getByRole('button', { name: 'Enviar correo de prueba' }));
    expect(await screen.findByText('El servidor de correo rechazó la conexión.')).toBeInTheDocument();
  });

  it('a failed request is a Spanish message, not a silent button', async () => {
    const user = userEvent.setup({ delay: null });
    render(() => Promise.reject(httpError(500)));
    await user.click(await screen.findByRole('button', { name: 'Enviar correo de prueba' }));
    expect(await screen.findByText('No se pudo enviar el correo de prueba.')).toBeInTheDocument();
  });

  it("shows the master administrator's groups read-only to an administrator", async () => {
    render({ sent: true, message: '' });
    await waitFor(() => expect(screen.getAllByText(SETTINGS_READ_ONLY_NOTE)).toHaveLength(3));
  });
});
