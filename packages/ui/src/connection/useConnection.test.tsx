import { act, render, screen } from '@testing-library/react';
import type { ConnectionApi, RemoteCustomProps } from '@inpro/shared-contracts';
import { fakeConnection } from '../testing/fakeConnection';
import { RemotePropsProvider } from '../remote/RemoteContext';
import { useConnection } from './useConnection';

function Probe() {
  const { offline, savedAt } = useConnection();
  return <p>{offline ? `offline since ${savedAt}` : 'online'}</p>;
}

const props = (connection?: ConnectionApi) => ({ connection }) as unknown as RemoteCustomProps;

describe('useConnection', () => {
  it('follows the shell’s watch of the connection', () => {
    const connection = fakeConnection(false);
    render(
      <RemotePropsProvider value={props(connection)}>
        <Probe />
      </RemotePropsProvider>,
    );
    expect(screen.getByText('online')).toBeInTheDocument();
    act(() => connection.setOffline(true));
    expect(screen.getByText('offline since 0')).toBeInTheDocument();
    act(() => connection.setOffline(false));
    expect(screen.getByText('online')).toBeInTheDocument();
  });

  it('is online under a shell without the watch', () => {
    render(
      <RemotePropsProvider value={props(undefined)}>
        <Probe />
      </RemotePropsProvider>,
    );
    expect(screen.getByText('online')).toBeInTheDocument();
  });
});
