import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute, type FakeCall } from '@inpro/ui/src/testing';
import type { SuperadminUser } from '@inpro/shared-contracts';
import { MASTER, masterShell, page } from '../../../testing/master';
import { UsersPage } from './UsersPage';

function user(id: number, fullName: string, role: SuperadminUser['role'], active = true): SuperadminUser {
  return {
    id,
    email: `${fullName.split(' ')[0].toLowerCase()}@inpro.test`,
    fullName,
    name: fullName,
    phone: null,
    telefono: null,
    dni: null,
    studentCode: null,
    role,
    status: active ? 'ACTIVO' : 'INACTIVO',
    active,
    mustChangePassword: false,
    createdAt: '2026-01-05T15:00:00.000Z',
    lastLoginAt: id === 2 ? '2026-03-10T20:30:00.000Z' : null,
  };
}

const ROWS = [
  user(MASTER.id, 'Sofía Super', 'SUPER_ADMIN'),
  user(2, 'Ana Admin', 'ADMIN'),
  user(3, 'Carlos Docente', 'DOCENTE'),
  user(4, 'Estela Estudiante', 'ESTUDIANTE', false),
];

function render(routes: Record<string, unknown> = {}, list: (c: FakeCall) => unknown = () => page(ROWS)) {
  const shell = masterShell({ routes: { 'GET /superadmin/users': list, ...routes } });
  return renderRoute(<UsersPage />, shell, { path: '/superadmin/usuarios' });
}

describe('UsersPage', () => {
  it('lists every account with readable roles, states and the last sign-in (Lima)', async () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'Ana Admin' })).closest('tr')!;
    expect(within(row).getByText('Administrador')).toBeInTheDocument();
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    expect(within(row).getByText('10/03/2026 15:30')).toBeInTheDocument();
    const student = screen.getByRole('rowheader', { name: 'Estela Estudiante' }).closest('tr')!;
    expect(within(student).getByText('Inactivo')).toBeInTheDocument();
    expect(within(student).getByRole('button', { name: 'Activar a Estela Estudiante' })).toBeInTheDocument();
    expect(screen.getByText('4 usuarios')).toBeInTheDocument();
    // One's own account cannot be changed from here.
    expect(screen.getByRole('button', { name: 'Cambiar rol de Sofía Super' })).toBeDisabled();
  });

  it('filters by role (Superadministrador covers both spellings on the server), status and text, from page 0', async () => {
    const { shell } = render();
    await screen.findByRole('rowheader', { name: 'Ana Admin' });
    expect(screen.getByRole('combobox', { name: 'Rol' })).toHaveTextContent(
      ['Todos los roles', 'Estudiante', 'Docente', 'Administrador', 'Superadministrador'].join(''),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'Docente');
    await waitFor(() => expect(shell.calls.at(-1)?.params).toEqual({ page: 0, role: 'DOCENTE' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Inactivos');
    await waitFor(() => expect(shell.calls.at(-1)?.params).toEqual({ page: 0, role: 'DOCENTE', status: 'INACTIVO' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'carlos');
    await waitFor(() => expect(shell.calls.at(-1)?.params).toEqual({ page: 0, role: 'DOCENTE', status: 'INACTIVO', q: 'carlos' }));
  });

  it('pages with Anterior/Siguiente when there is more than one page', async () => {
    const { shell } = render({}, (c) => page(ROWS, 120, Number(c.params?.page ?? 0)));
    await screen.findByText('Página 1 de 3');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 3');
    expect(shell.calls.at(-1)?.params).toEqual({ page: 1 });
  });

  it('changes a role through the dialog and shows the server refusal (last master administrator)', async () => {
    let refuse = false;
    const { shell } = render({
      'PUT /superadmin/users/2/role': (c: FakeCall) => {
        if (refuse) throw httpError(409, 'No se puede quitar el rol, desactivar ni eliminar al último superadministrador.');
        return { ...ROWS[1], role: (c.body as { role: string }).role };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar rol de Ana Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar rol de Ana Admin' });
    expect(within(dialog).getByText(/deberá iniciar sesión de nuevo/)).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Nuevo rol' }), 'Docente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Rol actualizado: Docente.');
    expect(shell.calls.find((c) => c.method === 'PUT')?.body).toEqual({ role: 'DOCENTE' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar rol de Ana Admin' }));
    const again = screen.getByRole('dialog', { name: 'Cambiar rol de Ana Admin' });
    await userEvent.selectOptions(within(again).getByRole('combobox', { name: 'Nuevo rol' }), 'Estudiante');
    await userEvent.click(within(again).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(again).findByText('No se puede quitar el rol, desactivar ni eliminar al último superadministrador.'),
    ).toBeInTheDocument();
  });

  it('deactivates after a confirmation that says the sessions end', async () => {
    const { shell } = render({ 'PUT /superadmin/users/3/status': () => ({ ...ROWS[2], active: false, status: 'INACTIVO' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar a Carlos Docente' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Desactivar la cuenta de Carlos Docente?' });
    expect(within(confirm).getByText('No podrá iniciar sesión y sus sesiones abiertas se cerrarán.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Desactivar' }));
    await screen.findByText('Cuenta desactivada.');
    expect(shell.calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/superadmin/users/3/status', body: { active: false } });
  });

  it('creates an account of any role, validating with the server schema in Spanish', async () => {
    const { shell } = render({ 'POST /superadmin/users': (c: FakeCall) => ({ ...ROWS[1], id: 9, ...(c.body as object) }) });
    await userEvent.click(await screen.findByRole('button', { name: '+ Nuevo usuario' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo usuario' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Email es requerido.')).toBeInTheDocument();
    expect(within(dialog).getByText('Nombre es requerido.')).toBeInTheDocument();
    expect(within(dialog).getByText('La contraseña es obligatoria al crear.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'nueva@inpro.test');
    await userEvent.type(within(dialog).getByLabelText(/^Nombre completo/), 'Nueva Maestra');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Rol' }), 'Superadministrador');
    await userEvent.type(within(dialog).getByLabelText(/^Contraseña/), 'Clave-Larga-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await screen.findByText('Usuario creado: nueva@inpro.test.');
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      email: 'nueva@inpro.test',
      fullName: 'Nueva Maestra',
      role: 'SUPER_ADMIN',
      passwordHash: 'Clave-Larga-1',
    });
  });

  it('shows the load error with a retry', async () => {
    render({}, () => {
      throw httpError(500);
    });
    expect(await screen.findByText('No se pudo cargar usuarios.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
