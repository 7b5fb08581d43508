import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { HttpClient, RemoteCustomProps, SessionSnapshot } from '@inpro/shared-contracts';

const RemoteContext = createContext<RemoteCustomProps | null>(null);

export function RemotePropsProvider({ value, children }: { value: RemoteCustomProps; children: ReactNode }) {
  return <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
}

/** The shell's APIs (session, http, config, navigate) inside a remote. */
export function useRemoteProps(): RemoteCustomProps {
  const ctx = useContext(RemoteContext);
  if (!ctx) throw new Error('useRemoteProps must be used inside a remote mounted by the shell');
  return ctx;
}

export function useHttp(): HttpClient {
  return useRemoteProps().http;
}

/** The current session, re-rendering on every change. */
export function useSession(): SessionSnapshot {
  const { session } = useRemoteProps();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
