import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, httpError, renderRoute, type FakeCall } from '@inpro/ui/src/testing';
import { USER_HAS_CERTIFICATES, type AdminUser } from '@inpro/shared-contracts';
import { adminShell } from '../../../testing/adminShell';
import { LOAD_ERROR, ParticipantsPage } from './ParticipantsPage';

const user = (id: number, fullName: string, role: AdminUser['role'] = 'ESTUDIANTE'): AdminUser => ({
  id,
  email: `u${id}@inpro.test`,
  fullName,
  name: fullName,
  phone: null,
  telefono: id === 2 ? '987654321' : null,
  dni: null,
  studentCode: null,
  role,
  status: 'ACTIVO',
  active: true,
  mustChangePassword: false,
  createdAt: '2026-11-01T15:00:00.000Z',
});
const page = (content: AdminUser[], total = content.length) => ({
  content,
  page: 0,
  size: 50,
  totalElements: total,
  totalPages: Math.ceil(total / 50),
});

function render(
  routes: Record<string, unknown> = {},
  list: (c: FakeCall) => unknown = () => page([user(2, 'Ana Quispe'), user(3, 'Luis Rojas', 'DOCENTE')]),
) {
  const shell = adminShell({ routes: { 'GET /admin/users': list, 'GET /admin/courses': [], ...routes } });
  return { ...renderRoute(<ParticipantsPage />, shell, { path: '/admin/participantes' }), shell };
}

describe('ParticipantsPage', () => {
  it('lists the participants with readable roles; no pager under 50 rows', async () => {
    render();
    const row = await screen.findByRole('row', { name: /Ana Quispe/ });
    expect(row).toHaveTextContent('987654321');
    expect(within(screen.getByRole('row', { name: /Luis Rojas/ })).getByText('Docente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anterior' })).not.toBeInTheDocument();
  });

  it("shows the pager at 50 rows with 'Anterior' disabled on the first page", async () => {
    render({}, () =>
      page(
        Array.from({ length: 50 }, (_, i) => user(i + 10, `Alumno ${i}`)),
        120,
      ),
    );
    expect(await screen.findByRole('button', { name: 'Anterior' })).toBeDisabled();
  });

  it('searches on the server after the debounce', async () => {
    const { shell } = render();
    await screen.findByRole('row', { name: /Ana Quispe/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'quispe');
    await waitFor(() => expect(shell.calls.some((c) => c.url === '/admin/users' && c.params?.q === 'quispe')).toBe(true), {
      timeout: 2000,
    });
  });

  it("'Nuevo participante' validates in Spanish and creates the user", async () => {
    // Typed without a pause between keys: the dialog has many fields.
    const person = userEvent.setup({ delay: null });
    const { shell } = render({ 'POST /admin/users': user(9, 'Nueva Persona') });
    await person.click(await screen.findByRole('button', { name: '+ Nuevo participante' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo participante' });
    await person.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Email es requerido.')).toBeInTheDocument();
    expect(within(dialog).getByText('Nombre es requerido.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Contraseña/)).toHaveAttribute('placeholder', 'Obligatorio al crear');
    await person.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'nueva@inpro.test');
    await person.type(within(dialog).getByRole('textbox', { name: /^Nombre completo/ }), 'Nueva Persona');
    await person.type(within(dialog).getByLabelText(/^Contraseña/), 'Clave.Segura2026');
    await person.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() =>
      expect(shell.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        email: 'nueva@inpro.test',
        fullName: 'Nueva Persona',
        role: 'ESTUDIANTE',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo participante' })).not.toBeInTheDocument());
  }, 20_000);

  it('resets a password after the confirmation and shows the temporary one once', async () => {
    render({ 'POST /admin/users/2/reset-password': { temporaryPassword: 'Temp-4821-xyz' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Reiniciar contraseña de Ana Quispe' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reiniciar' }));
    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('Temp-4821-xyz');
    expect(screen.getByText('Contraseña reiniciada.')).toBeInTheDocument();
  });

  it("deletes after '¿Eliminar este usuario?'", async () => {
    const { shell } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Ana Quispe' }));
    expect(screen.getByRole('alertdialog', { name: '¿Eliminar este usuario?' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(shell.requests).toContain('DELETE /admin/users/2'));
  });

  it('deactivates after a confirmation and reactivates an inactive account', async () => {
    const inactive = { ...user(3, 'Luis Rojas'), status: 'INACTIVO' as const, active: false };
    const { shell } = render(
      { 'PUT /admin/users/2/status': { ...user(2, 'Ana Quispe'), active: false }, 'PUT /admin/users/3/status': user(3, 'Luis Rojas') },
      () => page([user(2, 'Ana Quispe'), inactive]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar Ana Quispe' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Desactivar esta cuenta?' });
    expect(dialog).toHaveTextContent('Ana Quispe no podrá iniciar sesión');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(shell.calls.find((c) => c.url === '/admin/users/2/status')?.body).toEqual({ active: false }));
    expect(await screen.findByText('Cuenta desactivada.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reactivar Luis Rojas' }));
    await waitFor(() => expect(shell.calls.find((c) => c.url === '/admin/users/3/status')?.body).toEqual({ active: true }));
  });

  it('offers to deactivate a user who cannot be deleted because of their certificates', async () => {
    const { shell } = render({
      'DELETE /admin/users/2': () => {
        throw httpError(409, USER_HAS_CERTIFICATES);
      },
      'PUT /admin/users/2/status': { ...user(2, 'Ana Quispe'), active: false },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Ana Quispe' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    const offer = await screen.findByRole('alertdialog', { name: 'No se puede eliminar' });
    expect(offer).toHaveTextContent(`${USER_HAS_CERTIFICATES} ¿Desactivar a Ana Quispe?`);
    await userEvent.click(within(offer).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(shell.calls.find((c) => c.url === '/admin/users/2/status')?.body).toEqual({ active: false }));
  });

  it("says 'No se pudo cargar participantes.' when the list fails", async () => {
    render({}, () => {
      throw httpError(500);
    });
    expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument();
  });

  it("offers an administrator no action on a master administrator's account and says why", async () => {
    render({}, () => page([user(5, 'Mara Maestra', 'SUPER_ADMIN'), user(6, 'Otto Admin', 'ADMIN'), user(2, 'Ana Quispe')]));
    const master = await screen.findByRole('row', { name: /Mara Maestra/ });
    expect(within(master).queryByRole('button')).not.toBeInTheDocument();
    expect(master).toHaveTextContent('Solo el administrador maestro puede modificar esta cuenta.');
    expect(master).toHaveTextContent('Superadministrador');
    // Another administrator: their data can be edited, not their access or password.
    const other = screen.getByRole('row', { name: /Otto Admin/ });
    expect(
      within(other)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Editar']);
    expect(other).toHaveTextContent('Solo el administrador maestro puede cambiar el rol, el acceso o la contraseña de un administrador.');
    expect(
      within(screen.getByRole('row', { name: /Ana Quispe/ }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Editar', 'Reiniciar contraseña', 'Desactivar', 'Eliminar']);
    // Nor can an administrator make a student an administrator: the role select does not offer it.
    await userEvent.click(screen.getByRole('button', { name: 'Editar Ana Quispe' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar participante' });
    expect(Array.from((within(dialog).getByLabelText('Rol') as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Docente',
      'Estudiante',
    ]);
  });

  it("the master administrator edits a master account: the role reads Superadministrador and the save is accepted (no 'Rol inválido')", async () => {
    const person = userEvent.setup({ delay: null });
    const master = { id: 5, name: 'Mara Maestra', fullName: 'Mara Maestra', email: 'u5@inpro.test', role: 'SUPER_ADMIN' };
    const shell = createFakeShell({
      user: master,
      role: 'SUPER_ADMIN',
      routes: {
        'GET /admin/users': () => page([user(5, 'Mara Maestra', 'SUPER_ADMIN'), user(7, 'Sara Super', 'SUPER_ADMIN')]),
        'GET /admin/courses': [],
        'PUT /admin/users/7': (c: FakeCall) => ({ ...user(7, 'Sara Super', 'SUPER_ADMIN'), ...(c.body as object) }),
      },
    });
    renderRoute(<ParticipantsPage />, shell, { path: '/admin/participantes' });
    await person.click(await screen.findByRole('button', { name: 'Editar Sara Super' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar participante' });
    const role = within(dialog).getByLabelText('Rol') as HTMLSelectElement;
    expect(role).toBeDisabled();
    expect(role).toHaveDisplayValue('Superadministrador');
    await person.clear(within(dialog).getByRole('textbox', { name: /^Teléfono/ }));
    await person.type(within(dialog).getByRole('textbox', { name: /^Teléfono/ }), '987111222');
    await person.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(shell.calls.find((c) => c.method === 'PUT')).toBeDefined());
    const body = shell.calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ phone: '987111222', email: 'u7@inpro.test' });
    expect(body.role).toBeUndefined();
    expect(await screen.findByText('Participante actualizado.')).toBeInTheDocument();
    // Their own row: no deactivation, deletion or reset of their own account.
    expect(
      within(screen.getByRole('row', { name: /Mara Maestra/ }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Editar']);
  }, 20_000);
});
