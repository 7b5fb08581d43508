import { useCallback, useSyncExternalStore } from 'react';
import type { ConnectionSnapshot } from '@inpro/shared-contracts';
import { useRemoteProps } from '../remote/RemoteContext';

// One object, so React sees the same snapshot while nothing changes.
const ONLINE: ConnectionSnapshot = { offline: false, savedAt: 0 };
const online = () => ONLINE;
const noSubscription = () => () => undefined;

/**
 * The shell's watch of the connection: `offline` while the page shows what it loaded before the
 * connection went (always online in a server render or under a shell without the watch).
 */
export function useConnection(): ConnectionSnapshot {
  const { connection } = useRemoteProps();
  const subscribe = useCallback((onChange: () => void) => (connection ? connection.subscribe(onChange) : noSubscription()), [connection]);
  return useSyncExternalStore(subscribe, connection ? connection.getSnapshot : online, online);
}

/** Whether the page is offline now (see useConnection). */
export function useOffline(): boolean {
  return useConnection().offline;
}
