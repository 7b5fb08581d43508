import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, httpError, type FakeCall } from '@inpro/ui/src/testing';
import { NETWORK_ERROR_MESSAGE } from '@inpro/shared-contracts';
import { profile } from '../../../testing/profile';
import { STUDENT, renderPage } from '../../../testing/renderPage';
import { ProfilePage } from './ProfilePage';

function answer(body: Record<string, string>, token: string | null = null) {
  const saved = {
    ...profile,
    firstName: body.firstName,
    lastName: body.lastName,
    fullName: `${body.firstName} ${body.lastName}`,
    phone: body.phone || null,
  };
  return {
    profile: saved,
    user: { id: 7, email: profile.email, fullName: saved.fullName, name: saved.fullName, role: 'ESTUDIANTE' },
    token,
  };
}

function render(put: (call: FakeCall) => unknown = (c) => answer(c.body as Record<string, string>)) {
  const shell = createFakeShell({ user: STUDENT, role: 'ESTUDIANTE', get: { '/me/profile': profile }, routes: { 'PUT /me/profile': put } });
  return renderPage(<ProfilePage />, { path: '/aula/perfil', shell });
}

describe('ProfilePage', () => {
  it('fills the form from GET /me/profile; the e-mail is read-only', async () => {
    render();
    expect(screen.getByText('Cargando tu perfil…')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Nombre/)).toHaveValue('Estela');
    expect(screen.getByLabelText(/^Apellido/)).toHaveValue('Estudiante');
    expect(screen.getByLabelText('Email')).toHaveValue('estudiante@inpro.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('987654321');
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
  });

  it('shows the student code and the DNI, read-only (a missing DNI says so)', async () => {
    render();
    const code = await screen.findByLabelText('Código de alumno');
    expect(code).toHaveValue('A0001');
    expect(code).toHaveAttribute('readonly');
    expect(screen.getByLabelText('DNI')).toHaveValue('Sin registrar');
    expect(screen.getByLabelText('DNI')).toHaveAttribute('readonly');
  });

  it('saves names and phone, updates the session user and shows Cambios guardados.', async () => {
    const { shell } = render();
    const first = await screen.findByLabelText(/^Nombre/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Lucía');
    await userEvent.clear(screen.getByLabelText('Teléfono'));
    await userEvent.type(screen.getByLabelText('Teléfono'), '912 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();
    const put = shell.calls.find((c) => c.method === 'PUT');
    // What the schema checked: a blank title of address is sent as null (none).
    expect(put?.body).toEqual({ honorific: null, firstName: 'Lucía', lastName: 'Estudiante', phone: '912 345 678' });
    expect(shell.props.session.getSnapshot().user).toMatchObject({ fullName: 'Lucía Estudiante' });
  });

  it('validates in Spanish before sending: required names, phone, password confirmation and current password', async () => {
    const { shell } = render();
    await userEvent.clear(await screen.findByLabelText(/^Nombre/));
    await userEvent.clear(screen.getByLabelText(/^Apellido/));
    await userEvent.clear(screen.getByLabelText('Teléfono'));
    await userEvent.type(screen.getByLabelText('Teléfono'), 'abc');
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), 'NuevaClave9');
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), 'OtraClave9');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Nombre es requerido.')).toBeInTheDocument();
    expect(screen.getByText('Apellido es requerido.')).toBeInTheDocument();
    expect(screen.getByText('Teléfono inválido.')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu contraseña actual para cambiar la contraseña.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Nombre/)).toHaveFocus());
    expect(shell.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('a short new password is refused in Spanish', async () => {
    render();
    await userEvent.type(await screen.findByLabelText(/^Nueva contraseña/), 'corta');
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), 'corta');
    await userEvent.type(screen.getByLabelText(/^Contraseña actual/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('La contraseña debe tener al menos 10 caracteres.')).toBeInTheDocument();
  });

  it('changes the password with the current one; the fresh token replaces the session', async () => {
    const { shell } = render((c) => answer(c.body as Record<string, string>, 'fresh-token'));
    await userEvent.type(await screen.findByLabelText(/^Nueva contraseña/), 'NuevaClave9');
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), 'NuevaClave9');
    await userEvent.type(screen.getByLabelText(/^Contraseña actual/), 'Inpro2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      honorific: null,
      firstName: 'Estela',
      lastName: 'Estudiante',
      phone: '987654321',
      currentPassword: 'Inpro2026!',
      newPassword: 'NuevaClave9',
    });
    expect(shell.props.session.getSnapshot().token).toBe('fresh-token');
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveValue('');
    expect(screen.getByLabelText(/^Contraseña actual/)).toHaveValue('');
  });

  it('shows the server refusal next to the field (wrong current password)', async () => {
    render(() => {
      throw Object.assign(httpError(400, 'La contraseña actual no es correcta.'), {
        response: {
          status: 400,
          data: { error: 'La contraseña actual no es correcta.', details: { currentPassword: 'La contraseña actual no es correcta.' } },
        },
      });
    });
    await userEvent.type(await screen.findByLabelText(/^Nueva contraseña/), 'NuevaClave9');
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), 'NuevaClave9');
    await userEvent.type(screen.getByLabelText(/^Contraseña actual/), 'mala');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contraseña actual/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('a failed save without a message shows the fallback; no answer at all says the server was not reached', async () => {
    // What the HTTP client (axios) throws: an answer with no message, then no answer.
    const failures = [
      Object.assign(new Error('Request failed with status code 500'), { isAxiosError: true, response: { status: 500, data: {} } }),
      Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' }),
    ];
    render(() => {
      throw failures.shift();
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron guardar los cambios.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE));
  });

  it('load error with Reintentar', async () => {
    const shell = createFakeShell({ user: STUDENT, get: { '/me/profile': () => Promise.reject(httpError(500)) } });
    renderPage(<ProfilePage />, { path: '/aula/perfil', shell });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar tu perfil.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
