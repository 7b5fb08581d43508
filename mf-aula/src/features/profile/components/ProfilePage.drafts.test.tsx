import '@inpro/ui/src/testing/fakeIndexedDb';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, fakeConnection, type FakeCall } from '@inpro/ui/src/testing';
import { deleteAccountDrafts } from '@inpro/ui/draftStore';
import { readDraft } from '@inpro/ui/src/drafts/draftStore';
import { profile } from '../../../testing/profile';
import { STUDENT, renderPage } from '../../../testing/renderPage';
import { ProfilePage } from './ProfilePage';

function render(offline: boolean) {
  const shell = createFakeShell({
    user: STUDENT,
    role: 'ESTUDIANTE',
    get: { '/me/profile': profile },
    routes: {
      'PUT /me/profile': (c: FakeCall) => ({
        profile: { ...profile, ...(c.body as object) },
        user: { id: 7, email: profile.email, role: 'ESTUDIANTE' },
        token: null,
      }),
    },
  });
  shell.props.connection = fakeConnection(offline);
  return renderPage(<ProfilePage />, { path: '/aula/perfil', shell });
}

describe('ProfilePage: the changes as a draft', () => {
  beforeEach(() => deleteAccountDrafts(String(STUDENT.id)));

  it('keeps the changed data on the device, never a password; offline the save waits for the connection', async () => {
    const first = render(true);
    const phone = await screen.findByLabelText('Teléfono');
    await userEvent.clear(phone);
    await userEvent.type(phone, '912345678');
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'Secreta-2026!');
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Secreta-2026!');
    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'Inpro2026!');
    // Saving needs the server: disabled offline, with the reason.
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toHaveAccessibleDescription(/^Sin conexión: /);
    await waitFor(async () =>
      expect(await readDraft({ account: String(STUDENT.id), form: 'profile' })).toMatchObject({
        value: expect.objectContaining({ phone: '912345678' }),
      }),
    );
    expect(first.shell.calls.some((c) => c.method === 'PUT')).toBe(false);
    first.unmount();

    const again = render(false);
    await waitFor(async () => expect(await screen.findByLabelText('Teléfono')).toHaveValue('912345678'));
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('');
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
    expect(screen.getByText('Borrador guardado en este dispositivo.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(again.shell.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ phone: '912345678' }));
    expect(again.shell.calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('newPassword');
    // Saved: the draft is gone.
    await waitFor(() => expect(screen.queryByText('Borrador guardado en este dispositivo.')).toBeNull());
    await expect(readDraft({ account: String(STUDENT.id), form: 'profile' })).resolves.toBeUndefined();
  });
});
