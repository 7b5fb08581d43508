import '@inpro/ui/src/testing/fakeIndexedDb';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, fakeConnection, httpError, type FakeCall } from '@inpro/ui/src/testing';
import { deleteAccountDrafts } from '@inpro/ui/draftStore';
import { evaluation, submission } from '../../../testing/evaluations';
import { STUDENT, renderPage } from '../../../testing/renderPage';
import { EvaluationPage } from './EvaluationPage';

const KEPT = /^Sin conexión: no se envió\. Lo que escribiste quedó guardado como borrador en este dispositivo/;

function render(routes: Record<string, unknown>, offline: boolean) {
  const shell = createFakeShell({ user: STUDENT, role: 'ESTUDIANTE', get: { '/student/evaluations/12': evaluation() }, routes });
  const connection = fakeConnection(offline);
  shell.props.connection = connection;
  return {
    ...renderPage(<EvaluationPage />, { path: '/aula/evaluaciones/:courseId/:evaluationId', url: '/aula/evaluaciones/3/12', shell }),
    connection,
  };
}

const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');

describe('EvaluationPage: the answer as a draft', () => {
  beforeEach(() => deleteAccountDrafts(String(STUDENT.id)));

  it('sent offline, the answer stays on the device; back online the student confirms and it goes through the page', async () => {
    const first = render({}, true);
    await userEvent.type(await screen.findByLabelText('Tu respuesta'), 'Mi informe sin señal');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar entrega' }));
    expect(await screen.findByText(KEPT)).toBeInTheDocument();
    expect(posts(first.shell.calls)).toEqual([]);
    first.unmount();

    // The tab was closed; opened again online, the answer is there and the student is asked.
    const again = render(
      {
        'POST /student/evaluations/12/submission': (c: FakeCall) =>
          evaluation({ state: 'ENTREGADA', canSubmit: true, submission: submission({ text: (c.body as { text: string }).text }) }),
      },
      false,
    );
    await waitFor(async () => expect(await screen.findByLabelText('Tu respuesta')).toHaveValue('Mi informe sin señal'));
    const ask = screen.getByRole('group', { name: 'Borrador por enviar' });
    expect(ask).toHaveTextContent('Volvió la conexión. ¿Enviar ahora tu respuesta?');
    expect(posts(again.shell.calls)).toEqual([]);
    await userEvent.click(within(ask).getByRole('button', { name: 'Enviar ahora' }));
    expect(await screen.findByRole('heading', { name: 'Tu entrega' })).toBeInTheDocument();
    expect(screen.getByText('Entrega enviada.')).toBeInTheDocument();
    expect(posts(again.shell.calls).map((c) => c.body)).toEqual([{ text: 'Mi informe sin señal' }]);
    // Sent: the form to send again starts empty, with no draft.
    const resend = screen.getByRole('region', { name: 'Reenviar entrega' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(resend).getByLabelText('Tu respuesta')).toHaveValue('');
    expect(screen.queryByText('Borrador guardado en este dispositivo.')).not.toBeInTheDocument();
  });

  it('a passed deadline is said in Spanish and the answer stays as a draft', async () => {
    const late = 'La fecha límite de esta evaluación ya pasó.';
    render(
      {
        'POST /student/evaluations/12/submission': () => {
          throw httpError(409, late);
        },
      },
      false,
    );
    await userEvent.type(await screen.findByLabelText('Tu respuesta'), 'Llegó tarde');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar entrega' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(late);
    expect(await screen.findByText('Borrador guardado en este dispositivo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tu respuesta')).toHaveValue('Llegó tarde');
  });

  it('an attached file is not kept: the note says so', async () => {
    render({}, true);
    await userEvent.type(await screen.findByLabelText('Tu respuesta'), 'Con archivo');
    await userEvent.upload(screen.getByLabelText('Archivo (opcional)'), new File(['%PDF-1.4'], 'informe.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar entrega' }));
    expect(await screen.findByText(KEPT)).toHaveTextContent('El archivo adjunto no se guarda en el dispositivo');
  });
});
