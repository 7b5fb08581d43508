import '@inpro/ui/src/testing/fakeIndexedDb';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, fakeConnection, type FakeCall } from '@inpro/ui/src/testing';
import { deleteAccountDrafts } from '@inpro/ui/draftStore';
import { attendance, attendanceSession } from '../../../testing/attendance';
import { STUDENT, renderPage } from '../../../testing/renderPage';
import { AttendancePage } from './AttendancePage';

const KEPT = /^Sin conexión: no se envió\. Lo que escribiste quedó guardado como borrador en este dispositivo/;

describe('AttendancePage: the rectification reason as a draft', () => {
  beforeEach(() => deleteAccountDrafts(String(STUDENT.id)));

  it('kept offline; when the connection is back its dialog opens again and asks before sending', async () => {
    const shell = createFakeShell({
      user: STUDENT,
      role: 'ESTUDIANTE',
      get: { '/student/courses/3/attendance': attendance() },
      routes: { 'POST /student/sessions/11/rectification': () => attendanceSession(11, 1) },
    });
    const connection = fakeConnection(true);
    shell.props.connection = connection;
    renderPage(<AttendancePage />, { path: '/aula/asistencia/:courseId', url: '/aula/asistencia/3', shell });

    const row = within(within(await screen.findByRole('table')).getByRole('row', { name: /Sesión 2/ }));
    await userEvent.click(row.getByRole('button', { name: 'Rectificar asistencia' }));
    let dialog = screen.getByRole('dialog', { name: 'Rectificar asistencia' });
    await userEvent.type(within(dialog).getByLabelText(/Motivo/), 'Se cayó mi conexión en clase.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByText(KEPT)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => connection.setOffline(false));
    dialog = await screen.findByRole('dialog', { name: 'Rectificar asistencia' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Motivo/)).toHaveValue('Se cayó mi conexión en clase.'));
    const ask = within(dialog).getByRole('group', { name: 'Borrador por enviar' });
    expect(ask).toHaveTextContent('Volvió la conexión. ¿Enviar ahora tu solicitud de rectificación?');
    expect(shell.calls.some((c: FakeCall) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(ask).getByRole('button', { name: 'Enviar ahora' }));
    expect(await screen.findByText('📩 Tu solicitud de rectificación fue enviada al área académica.')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/student/sessions/11/rectification',
      body: { reason: 'Se cayó mi conexión en clase.' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
