import { useCallback, useSyncExternalStore } from 'react';
import type { LiveStatus } from '@inpro/shared-contracts';
import { useRemoteProps } from '../remote/RemoteContext';

const closed = (): LiveStatus => 'closed';
const noSubscription = () => () => undefined;

/** Whether the shell's live stream is open now ('closed' without one): screens poll only while it is not. */
export function useLiveStatus(): LiveStatus {
  const { live } = useRemoteProps();
  const subscribe = useCallback((onChange: () => void) => (live ? live.onStatus(onChange) : noSubscription()), [live]);
  return useSyncExternalStore(subscribe, live ? live.status : closed, closed);
}
