import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemotePropsProvider } from '../remote/RemoteContext';
import { createFakeShell } from '../testing';
import { FirstLoad, waitsForConnection } from './FirstLoad';
import { OFFLINE_ACTION_REASON, OFFLINE_NOT_SAVED } from './offlineTexts';
import { useOnlineAction } from './useOnlineAction';

function Send() {
  const online = useOnlineAction();
  const [text, setText] = useState('');
  return (
    <form>
      <label>
        Mensaje <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      {online.reason}
      <button type="submit" disabled={online.offline} aria-describedby={online.describedBy}>
        Enviar
      </button>
    </form>
  );
}

describe('actions that need the server', () => {
  it('are disabled offline with the reason as text tied to the control; the fields stay typeable', async () => {
    const shell = createFakeShell({ offline: true });
    render(
      <RemotePropsProvider value={shell.props}>
        <Send />
      </RemotePropsProvider>,
    );
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(OFFLINE_ACTION_REASON);
    expect(screen.getByText(OFFLINE_ACTION_REASON)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Mensaje'), 'Sigo escribiendo');
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Sigo escribiendo');

    act(() => shell.setOffline(false));
    expect(send).toBeEnabled();
    expect(send).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(OFFLINE_ACTION_REASON)).toBeNull();
  });
});

describe('a first load', () => {
  it('shows the loading text, or offline with nothing kept, why nothing is shown', () => {
    const { rerender } = render(
      <FirstLoad query={{ fetchStatus: 'fetching' }}>
        <p>Cargando…</p>
      </FirstLoad>,
    );
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    rerender(
      <FirstLoad query={{ fetchStatus: 'paused' }}>
        <p>Cargando…</p>
      </FirstLoad>,
    );
    expect(screen.getByText(OFFLINE_NOT_SAVED)).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it('waits for the connection only when it has nothing to show', () => {
    expect(waitsForConnection({ fetchStatus: 'paused' })).toBe(true);
    expect(waitsForConnection({ fetchStatus: 'paused', data: [] })).toBe(false);
    expect(waitsForConnection({ fetchStatus: 'fetching' })).toBe(false);
    expect(waitsForConnection({ fetchStatus: 'idle' })).toBe(false);
  });
});
