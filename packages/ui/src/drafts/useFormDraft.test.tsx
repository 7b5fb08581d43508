import '../testing/fakeIndexedDb';
import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage } from '@inpro/shared-contracts';
import { RemoteTestProviders, createFakeShell, fakeConnection, httpError, type FakeShell } from '../testing';
import { deleteAccountDrafts, readDraft, writeDraft } from './draftStore';
import { DraftNotice } from './DraftNotice';
import { DRAFT_KEPT_OFFLINE, DRAFT_SAVED, NOT_SENT_OFFLINE } from './messages';
import { useFormDraft } from './useFormDraft';

const ADDRESS = { account: '7', form: 'task-answer', id: 12 };
const QUESTION = 'Volvió la conexión. ¿Enviar ahora tu respuesta?';
const networkError = () => Object.assign(new Error('Network Error'), { isAxiosError: true, name: 'AxiosError', code: 'ERR_NETWORK' });

/** A form as the screens write one: its send goes through the draft's rules, a thrown refusal is shown. */
function AnswerForm({ send }: { send: (text: string) => Promise<unknown> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const draft = useFormDraft({
    form: 'task-answer',
    id: 12,
    values: { text },
    pick: (v) => (v.text.trim() ? v.text : null),
    restore: setText,
  });
  const submit = async () => {
    setError('');
    try {
      await draft.send(() => send(text));
    } catch (err) {
      setError(errorMessage(err, 'No se pudo enviar.'));
    }
  };
  return (
    <form
      aria-label="Entrega"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label>
        Tu respuesta
        <textarea value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <DraftNotice draft={draft} what="tu respuesta" onSend={submit} />
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit">Enviar entrega</button>
    </form>
  );
}

function setUp({ offline = false, userId = 7, shell }: { offline?: boolean; userId?: number; shell?: FakeShell } = {}) {
  const fake = shell ?? createFakeShell({ user: { id: userId, role: 'ESTUDIANTE' } });
  const connection = fakeConnection(offline);
  fake.props.connection = connection;
  const send = jest.fn<Promise<unknown>, [string]>(() => Promise.resolve({}));
  const view = render(
    <RemoteTestProviders props={fake.props}>
      <AnswerForm send={send} />
    </RemoteTestProviders>,
  );
  return { shell: fake, connection, send, view, answer: () => screen.getByLabelText('Tu respuesta') };
}

const stored = () => readDraft<string>(ADDRESS);

describe('useFormDraft', () => {
  beforeEach(async () => {
    await deleteAccountDrafts('7');
    await deleteAccountDrafts('8');
  });

  it('keeps what is typed on the device and puts it back when the form opens again, with a note', async () => {
    const first = setUp();
    await userEvent.type(first.answer(), 'La casación 123');
    expect(await screen.findByText(DRAFT_SAVED)).toBeInTheDocument();
    await expect(stored()).resolves.toMatchObject({ value: 'La casación 123', pending: false });
    first.view.unmount();

    const again = setUp();
    await waitFor(() => expect(again.answer()).toHaveValue('La casación 123'));
    expect(screen.getByText(DRAFT_SAVED)).toBeInTheDocument();
    // Emptied: nothing worth keeping, the draft goes.
    await userEvent.clear(again.answer());
    await waitFor(() => expect(screen.queryByText(DRAFT_SAVED)).not.toBeInTheDocument());
    await expect(stored()).resolves.toBeUndefined();
  });

  it("never shows another account's draft", async () => {
    await writeDraft({ ...ADDRESS, account: '8' }, { value: 'De otra persona', savedAt: 1, pending: true });
    const { answer } = setUp();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(answer()).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Borrador por enviar' })).not.toBeInTheDocument();
  });

  it('offline, send keeps the draft and sends nothing; back online it asks, and sends only when told to', async () => {
    const { connection, send, answer } = setUp({ offline: true });
    await userEvent.type(answer(), 'Mi respuesta');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar entrega' }));
    expect(await screen.findByText(DRAFT_KEPT_OFFLINE)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await expect(stored()).resolves.toMatchObject({ value: 'Mi respuesta', pending: true });

    act(() => connection.setOffline(false));
    const ask = await screen.findByRole('group', { name: 'Borrador por enviar' });
    expect(ask).toHaveTextContent(QUESTION);
    expect(send).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Enviar ahora' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith('Mi respuesta'));
    await waitFor(() => expect(screen.queryByText(DRAFT_SAVED)).not.toBeInTheDocument());
    await expect(stored()).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a send that fails for lack of connection is kept; once the connection is back the person may keep it as a draft', async () => {
    const { connection, send, answer } = setUp();
    send.mockRejectedValueOnce(networkError());
    await userEvent.type(answer(), 'Sin señal');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar entrega' }));
    expect(await screen.findByText(DRAFT_KEPT_OFFLINE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The browser never said it was offline: the question waits for the connection to come back.
    act(() => connection.setOffline(true));
    act(() => connection.setOffline(false));
    const ask = await screen.findByRole('group', { name: 'Borrador por enviar' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Mantener como borrador' }));
    expect(await screen.findByText(DRAFT_SAVED)).toBeInTheDocument();
    await waitFor(async () => expect(await stored()).toMatchObject({ value: 'Sin señal', pending: false }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a refusal of the server (a passed deadline) is shown and the draft stays', async () => {
    const { send, answer } = setUp();
    send.mockRejectedValueOnce(httpError(422, 'El plazo de entrega venció.'));
    await userEvent.type(answer(), 'Tarde');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar entrega' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El plazo de entrega venció.');
    await waitFor(async () => expect(await stored()).toMatchObject({ value: 'Tarde', pending: false }));
    expect(screen.getByText(DRAFT_SAVED)).toBeInTheDocument();
  });

  it('a draft waiting to be sent is asked about when the form opens online, and while offline says it waits', async () => {
    await writeDraft(ADDRESS, { value: 'Pendiente', savedAt: 1, pending: true });
    const offline = setUp({ offline: true });
    await waitFor(() => expect(offline.answer()).toHaveValue('Pendiente'));
    expect(screen.getByText(DRAFT_KEPT_OFFLINE)).toBeInTheDocument();
    offline.view.unmount();

    const online = setUp();
    await waitFor(() => expect(online.answer()).toHaveValue('Pendiente'));
    expect(screen.getByRole('group', { name: 'Borrador por enviar' })).toHaveTextContent(QUESTION);
    expect(online.send).not.toHaveBeenCalled();
  });

  it('offline with nothing to keep, says it was not sent', async () => {
    setUp({ offline: true });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar entrega' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SENT_OFFLINE);
  });

  it('writes nothing once the account signed out', async () => {
    const { shell, answer } = setUp();
    await userEvent.type(answer(), 'Escrito antes de salir');
    act(() => shell.props.session.logout());
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    await expect(stored()).resolves.toBeUndefined();
  });

  it('a form that opens while its draft is on its way to the server does not restore it', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const first = setUp();
    first.send.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    await userEvent.type(first.answer(), 'En camino');
    await screen.findByText(DRAFT_SAVED);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar entrega' }));
    await waitFor(() => expect(first.send).toHaveBeenCalled());

    const second = render(
      <RemoteTestProviders props={first.shell.props}>
        <AnswerForm send={jest.fn()} />
      </RemoteTestProviders>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const answers = screen.getAllByLabelText('Tu respuesta');
    expect(answers[1]).toHaveValue('');
    await act(async () => finish({}));
    await waitFor(async () => expect(await stored()).toBeUndefined());
    expect(answers[1]).toHaveValue('');
    second.unmount();
  });
});
