import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute, type FakeCall } from '@inpro/ui/src/testing';
import type { AuditEntry } from '@inpro/shared-contracts';
import { masterShell, page } from '../../../testing/master';
import { AuditLogPage } from './AuditLogPage';

const entry = (id: number, over: Partial<AuditEntry>): AuditEntry => ({
  id,
  actorId: 2,
  actorEmail: 'admin@inpro.test',
  actorName: 'Ana Admin',
  action: 'UPDATE',
  group: 'Actualización',
  entity: 'course',
  entityId: '5',
  entityLabel: 'DC-01 Derecho Civil',
  details: null,
  ip: '10.0.0.7',
  createdAt: '2026-03-10T20:30:00.000Z',
  ...over,
});

const ROWS = [
  entry(3, {}),
  entry(2, {
    action: 'LOGIN_FAILED',
    group: 'Inicio de Sesión',
    actorId: null,
    actorEmail: null,
    actorName: null,
    entity: 'user',
    entityLabel: 'x@inpro.test',
  }),
  entry(1, { action: 'EXPORT', group: 'Exportación', entity: 'report', entityId: null, entityLabel: 'Reporte financiero (PDF)' }),
];

function render(list: (c: FakeCall) => unknown = () => page(ROWS)) {
  const shell = masterShell({ routes: { 'GET /superadmin/audit-log': list } });
  return renderRoute(<AuditLogPage />, shell, { path: '/superadmin/auditoria' });
}

describe('AuditLogPage', () => {
  it('shows each entry: Lima date-time, user, action, readable object and IP', async () => {
    render();
    const row = (await screen.findAllByRole('rowheader', { name: /Ana Admin/ }))[0].closest('tr')!;
    expect(within(row).getByText('10/03/2026 15:30')).toBeInTheDocument();
    expect(within(row).getByText('Actualización')).toBeInTheDocument();
    expect(within(row).getByText('Curso: DC-01 Derecho Civil')).toBeInTheDocument();
    expect(within(row).getByText('10.0.0.7')).toBeInTheDocument();
    expect(screen.getByText('Inicio de sesión fallido')).toBeInTheDocument();
    expect(screen.getByText('Anónimo')).toBeInTheDocument();
    expect(screen.getByText('Reporte: Reporte financiero (PDF)')).toBeInTheDocument();
    expect(screen.getByText('3 registros')).toBeInTheDocument();
  });

  it('says a sign-in once (no «Inicio de Sesión Inicio de sesión») and a sign-out with who signed out', async () => {
    render(() =>
      page([
        entry(8, { action: 'LOGIN', group: 'Inicio de Sesión', entity: 'user', entityId: '24', entityLabel: 'ana@inpro.test' }),
        entry(7, {
          action: 'LOGOUT',
          group: 'Inicio de Sesión',
          actorId: 24,
          actorEmail: 'ana@inpro.test',
          actorName: 'Ana Alumna',
          entity: 'user',
          entityId: '24',
          entityLabel: 'ana@inpro.test',
        }),
      ]),
    );
    const signIn = (await screen.findByRole('rowheader', { name: /Ana Admin/ })).closest('tr')!;
    expect(within(signIn).getByRole('cell', { name: 'Inicio de Sesión' })).toBeInTheDocument();
    const signOut = screen.getByRole('rowheader', { name: /Ana Alumna/ }).closest('tr')!;
    expect(within(signOut).getByRole('cell', { name: 'Inicio de Sesión Cierre de sesión' })).toBeInTheDocument();
    expect(within(signOut).queryByText('Anónimo')).not.toBeInTheDocument();
  });

  it('names every kind of object in Spanish, never by its internal name', async () => {
    render(() =>
      page([
        entry(6, { entity: 'class_session', entityId: '41', entityLabel: null }),
        entry(5, { entity: 'attendance_rectification', entityId: '7', entityLabel: null }),
        entry(4, { entity: 'image', entityId: '9', entityLabel: 'logo.png' }),
        entry(3, { entity: 'something_new', entityId: '2', entityLabel: null }),
      ]),
    );
    expect(await screen.findByText('Sesión de clase: #41')).toBeInTheDocument();
    expect(screen.getByText('Rectificación de asistencia: #7')).toBeInTheDocument();
    expect(screen.getByText('Imagen: logo.png')).toBeInTheDocument();
    expect(screen.getByText('Registro: #2')).toBeInTheDocument();
    expect(screen.queryByText(/class_session|attendance_rectification|image:|something_new/)).not.toBeInTheDocument();
  });

  it('filters by user text, action type (the seed five) and dates typed dd/mm/aaaa', async () => {
    const { shell } = render();
    await screen.findAllByRole('rowheader', { name: /Ana Admin/ });
    expect(screen.getByRole('combobox', { name: 'Tipo de acción' })).toHaveTextContent(
      'TodasActualizaciónInicio de SesiónEliminaciónCreaciónExportación',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Usuario' }), 'ana');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo de acción' }), 'Eliminación');
    await userEvent.type(screen.getByRole('textbox', { name: 'Desde' }), '01/03/2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'Hasta' }), '31/03/2026');
    await waitFor(() =>
      expect(shell.calls.at(-1)?.params).toEqual({ page: 0, user: 'ana', group: 'Eliminación', from: '2026-03-01', to: '2026-03-31' }),
    );
  });

  it('says in Spanish when a typed date is wrong and keeps the last valid filter', async () => {
    const { shell } = render();
    await screen.findAllByRole('rowheader', { name: /Ana Admin/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Desde' }), '31/02/2026');
    expect(await screen.findByText('Fecha inválida: usa el formato dd/mm/aaaa.')).toBeInTheDocument();
    expect(shell.calls.every((c) => !c.params?.from)).toBe(true);
  });

  it('pages the log and shows the empty and error states', async () => {
    const { shell } = render((c) => page(ROWS, 120, Number(c.params?.page ?? 0)));
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(shell.calls.at(-1)?.params).toEqual({ page: 1 }));
  });

  it('shows the empty text', async () => {
    render(() => page([]));
    expect(await screen.findByText('No hay registros con esos filtros.')).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    render(() => {
      throw httpError(500);
    });
    expect(await screen.findByText('No se pudo cargar el log de auditoría.')).toBeInTheDocument();
  });
});
