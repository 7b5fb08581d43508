import '@inpro/ui/src/testing/fakeIndexedDb';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '@inpro/ui/src/testing';
import { attendance as data, attendanceSession as session } from '../../../testing/attendance';
import { deleteAccountDrafts } from '@inpro/ui/draftStore';
import { STUDENT, renderPage } from '../../../testing/renderPage';
import { AttendancePage } from './AttendancePage';
import { MARK_OFFLINE_REASON } from './attendanceLabels';

function render(get: unknown, routes: Record<string, unknown> = {}, url = '/aula/asistencia/3') {
  return renderPage(<AttendancePage />, { path: '/aula/asistencia/:courseId', url, get: { '/student/courses/3/attendance': get }, routes });
}

describe('AttendancePage', () => {
  // A reason typed in one test would come back as a draft in the next.
  beforeEach(() => deleteAccountDrafts(String(STUDENT.id)));
  afterEach(() => jest.useRealTimers());

  it('shows the real counters, the enrolment status, the current session and every session', async () => {
    render(data());
    expect(screen.getByText('Cargando tu asistencia…')).toBeInTheDocument();
    expect(await screen.findByTestId('count-present')).toHaveTextContent('1');
    expect(screen.getByTestId('count-absent')).toHaveTextContent('1');
    expect(screen.getByTestId('count-total')).toHaveTextContent('4');
    expect(screen.getByText('ACTIVO')).toBeInTheDocument();
    expect(screen.getByText('Derecho Penal (RD-3)')).toBeInTheDocument();
    const current = screen.getByRole('article', { name: 'Sesión actual' });
    expect(within(current).getByText(/Sesión 3 · 10\/03\/2026 19:00 – 21:00 — Tema 3/)).toBeInTheDocument();
    expect(within(current).getByText(/Ventana abierta hasta 19:15/)).toBeInTheDocument();
    const table = screen.getByRole('table');
    const absent = within(within(table).getByRole('row', { name: /Sesión 2/ }));
    expect(absent.getByText('Ausente')).toBeInTheDocument();
    expect(absent.getByLabelText('Sin acción')).toHaveTextContent('—');
    expect(absent.getByRole('button', { name: 'Rectificar asistencia' })).toBeInTheDocument();
    const future = within(within(table).getByRole('row', { name: /Sesión 4/ }));
    expect(future.getByLabelText('Sin acción')).toHaveTextContent('—');
    expect(future.getByLabelText('Sin solicitud')).toHaveTextContent('—');
  });

  it('Marcar asistencia → PRESENTE on the server and the message for 3 s', async () => {
    let marked = false;
    const { shell } = render(
      () =>
        marked
          ? data({
              counters: { present: 2, absent: 1, pending: 0, total: 4, held: 3 },
              current: session(12, 2, { attendanceStatus: 'PRESENTE', status: 'EN_VIVO' }),
            })
          : data(),
      {
        'POST /student/sessions/12/attendance': () => {
          marked = true;
          return session(12, 2, { attendanceStatus: 'PRESENTE' });
        },
      },
    );
    const current = await screen.findByRole('article', { name: 'Sesión actual' });
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(within(current).getByRole('button', { name: 'Marcar asistencia' }));
    expect(await screen.findByText('✅ Asistencia registrada correctamente.')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/student/sessions/12/attendance', body: undefined });
    await waitFor(() => expect(screen.getByTestId('count-present')).toHaveTextContent('2'));
    expect(within(screen.getByRole('article', { name: 'Sesión actual' })).getByText('Presente')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('✅ Asistencia registrada correctamente.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('✅ Asistencia registrada correctamente.')).toBeNull();
  });

  it('a refused mark (already marked, window closed) shows the server message', async () => {
    render(data(), {
      'POST /student/sessions/12/attendance': () => {
        throw httpError(409, 'Ya registraste tu asistencia en esta clase.');
      },
    });
    const current = await screen.findByRole('article', { name: 'Sesión actual' });
    await userEvent.click(within(current).getByRole('button', { name: 'Marcar asistencia' }));
    expect(await screen.findByText('Ya registraste tu asistencia en esta clase.')).toBeInTheDocument();
  });

  it('Rectificar asistencia asks the reason, sends it and shows the message for 4 s', async () => {
    const { shell } = render(data(), { 'POST /student/sessions/11/rectification': () => session(11, 1, { rectification: null }) });
    const row = within(within(await screen.findByRole('table')).getByRole('row', { name: /Sesión 2/ }));
    await userEvent.click(row.getByRole('button', { name: 'Rectificar asistencia' }));
    const dialog = screen.getByRole('dialog', { name: 'Rectificar asistencia' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(within(dialog).getByText('Indica el motivo de la rectificación.')).toBeInTheDocument();
    expect(shell.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Motivo/), 'Estuve conectado, falló mi internet.');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('📩 Tu solicitud de rectificación fue enviada al área académica.')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/student/sessions/11/rectification',
      body: { reason: 'Estuve conectado, falló mi internet.' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByText('📩 Tu solicitud de rectificación fue enviada al área académica.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('📩 Tu solicitud de rectificación fue enviada al área académica.')).toBeNull();
  });

  it('offline, «Marcar asistencia» is disabled and says why; a rectification reason is kept, not sent', async () => {
    const { shell } = renderPage(<AttendancePage />, {
      path: '/aula/asistencia/:courseId',
      url: '/aula/asistencia/3',
      get: { '/student/courses/3/attendance': data() },
      offline: true,
    });
    const marks = await screen.findAllByRole('button', { name: 'Marcar asistencia' });
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) {
      expect(mark).toBeDisabled();
      expect(mark).toHaveAccessibleDescription(MARK_OFFLINE_REASON);
    }
    expect(screen.getByText(MARK_OFFLINE_REASON)).toBeVisible();

    const row = within(within(screen.getByRole('table')).getByRole('row', { name: /Sesión 2/ }));
    await userEvent.click(row.getByRole('button', { name: 'Rectificar asistencia' }));
    const dialog = screen.getByRole('dialog', { name: 'Rectificar asistencia' });
    await userEvent.type(within(dialog).getByLabelText(/Motivo/), 'Se cayó mi internet.');
    expect(within(dialog).getByLabelText(/Motivo/)).toHaveValue('Se cayó mi internet.');
    // Sending offline keeps the reason as a draft to send once the connection returns (the drafts' tests).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByText(/^Sin conexión: no se envió/)).toBeVisible();
    expect(shell.calls.some((c) => c.method === 'POST')).toBe(false);

    // Back online: marking works again.
    act(() => shell.setOffline(false));
    for (const mark of screen.getAllByRole('button', { name: 'Marcar asistencia' })) expect(mark).toBeEnabled();
    expect(screen.queryByText(MARK_OFFLINE_REASON)).toBeNull();
  });

  it("Rectificar asistencia shows the server's refusal in the dialog and keeps it open", async () => {
    const refused = 'Ya enviaste una solicitud para esta sesión.';
    render(data(), {
      'POST /student/sessions/11/rectification': () => {
        throw httpError(409, refused);
      },
    });
    const row = within(within(await screen.findByRole('table')).getByRole('row', { name: /Sesión 2/ }));
    await userEvent.click(row.getByRole('button', { name: 'Rectificar asistencia' }));
    const dialog = screen.getByRole('dialog', { name: 'Rectificar asistencia' });
    await userEvent.type(within(dialog).getByLabelText(/Motivo/), 'Estuve conectado.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    expect(within(dialog).getByLabelText(/Motivo/)).toHaveValue('Estuve conectado.');
  });

  it('a pending request shows its state; no current session says so; INACTIVO shown', async () => {
    render(
      data({
        enrolmentStatus: 'INACTIVO',
        current: null,
        sessions: [
          session(11, 1, {
            attendanceStatus: 'AUSENTE',
            rectification: { id: 1, status: 'PENDIENTE', reason: 'x', answer: null, createdAt: '', resolvedAt: null },
          }),
        ],
      }),
    );
    expect(await screen.findByText('Solicitud pendiente')).toBeInTheDocument();
    expect(screen.getByText('No hay una sesión abierta para marcar asistencia en este momento.')).toBeInTheDocument();
    expect(screen.getByText('INACTIVO')).toBeInTheDocument();
  });

  it('invalid id, not enrolled (403) and load error', async () => {
    const { unmount, shell } = render(data(), {}, '/aula/asistencia/abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Falta o es inválido el ID del curso en la ruta.');
    expect(shell.requests).toEqual([]);
    unmount();
    const forbidden = render(() => {
      throw httpError(403, 'No estás inscrito en este curso.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No estás inscrito en este curso.');
    forbidden.unmount();
    render(() => {
      throw new Error('x');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar tu asistencia.');
  });
});
