import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, httpError, type FakeCall } from '@inpro/ui/src/testing';
import type { Profile } from '@inpro/shared-contracts';
import { TEACHER, renderPage } from '../../../testing/renderPage';
import { ProfilePage } from './ProfilePage';

jest.setTimeout(30_000);

const profile: Profile = {
  id: 3,
  email: 'docente@inpro.test',
  role: 'DOCENTE',
  firstName: 'Lucía',
  lastName: 'Fernández Paredes',
  honorific: 'Dra.',
  fullName: 'Dra. Lucía Fernández Paredes',
  phone: '985 222 333',
  dni: '40112233',
  studentCode: null,
  specialty: 'Derecho Constitucional',
  bio: 'Abogada por la PUCP.',
};

function answer(body: Record<string, string>) {
  const saved = { ...profile, ...body, phone: body.phone || null, fullName: `${body.honorific} ${body.firstName} ${body.lastName}`.trim() };
  return {
    profile: saved,
    user: { id: 3, email: profile.email, fullName: saved.fullName, name: saved.fullName, role: 'DOCENTE' },
    token: null,
  };
}

function render(put: (call: FakeCall) => unknown = (c) => answer(c.body as Record<string, string>)) {
  const shell = createFakeShell({ user: TEACHER, role: 'DOCENTE', get: { '/me/profile': profile }, routes: { 'PUT /me/profile': put } });
  return renderPage(<ProfilePage />, { path: '/prof/perfil', shell });
}

describe('teacher ProfilePage', () => {
  it('fills the form from GET /me/profile; the e-mail is read-only', async () => {
    render();
    expect(screen.getByText('Cargando tu perfil…')).toBeInTheDocument();
    expect(await screen.findByLabelText('Especialidad')).toHaveValue('Derecho Constitucional');
    expect(screen.getByLabelText(/^Biografía/)).toHaveValue('Abogada por la PUCP.');
    expect(screen.getByLabelText('Email')).toHaveValue('docente@inpro.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('985 222 333');
  });

  it('saves phone, specialty and bio on the server; the header name follows', async () => {
    const { shell } = render();
    const specialty = await screen.findByLabelText('Especialidad');
    await userEvent.clear(specialty);
    await userEvent.type(specialty, 'Arbitraje');
    await userEvent.clear(screen.getByLabelText(/^Biografía/));
    await userEvent.type(screen.getByLabelText(/^Biografía/), 'Árbitra del OSCE.');
    await userEvent.clear(screen.getByLabelText('Teléfono'));
    await userEvent.type(screen.getByLabelText('Teléfono'), '999 111 222');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      honorific: 'Dra.',
      firstName: 'Lucía',
      lastName: 'Fernández Paredes',
      phone: '999 111 222',
      specialty: 'Arbitraje',
      bio: 'Árbitra del OSCE.',
    });
    expect(shell.props.session.getSnapshot().user).toMatchObject({ fullName: 'Dra. Lucía Fernández Paredes' });
    expect(screen.getByLabelText('Especialidad')).toHaveValue('Arbitraje');
  });

  it('validates in Spanish before sending', async () => {
    const { shell } = render();
    await userEvent.clear(await screen.findByLabelText(/^Nombre/));
    await userEvent.clear(screen.getByLabelText('Teléfono'));
    await userEvent.type(screen.getByLabelText('Teléfono'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Nombre es requerido.')).toBeInTheDocument();
    expect(screen.getByText('Teléfono inválido.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Nombre/)).toHaveFocus());
    expect(shell.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server refusal', async () => {
    render(() => Promise.reject(httpError(400, 'Solo los docentes tienen especialidad y biografía.')));
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo los docentes tienen especialidad y biografía.');
  });

  it('load error with Reintentar', async () => {
    renderPage(<ProfilePage />, { path: '/prof/perfil', get: { '/me/profile': () => Promise.reject(httpError(500)) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar tu perfil.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('ProfilePage names', () => {
  it('shows the title apart from the given names and surnames, as stored', async () => {
    render();
    expect(await screen.findByLabelText('Tratamiento (opcional)')).toHaveValue('Dra.');
    expect(screen.getByLabelText(/^Nombres/)).toHaveValue('Lucía');
    expect(screen.getByLabelText(/^Apellidos/)).toHaveValue('Fernández Paredes');
  });

  it('an account with one full name gets empty name fields and its registered name, never a guess', async () => {
    const shell = createFakeShell({
      user: TEACHER,
      role: 'DOCENTE',
      get: { '/me/profile': { ...profile, honorific: '', firstName: '', lastName: '', fullName: 'Jorge Luis Ramírez Torres' } },
    });
    renderPage(<ProfilePage />, { shell, path: '/prof/perfil' });
    expect(await screen.findByText(/Tu nombre registrado es «Jorge Luis Ramírez Torres»/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombres/)).toHaveValue('');
    expect(screen.getByLabelText(/^Apellidos/)).toHaveValue('');
  });

  it('refuses a title typed into the names, in Spanish', async () => {
    const { shell } = render();
    const first = await screen.findByLabelText(/^Nombres/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Dra. Lucía');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Los títulos (Dr., Dra., Mg.…) van en «Tratamiento», no en los nombres.')).toBeInTheDocument();
    expect(shell.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
