import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
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

/**
 * The absolute URL of an API path (links to files that the browser opens itself), so a screen can
 * draw such a link without holding the HTTP client.
 */
export function useApiUrl(): (path: string) => string {
  const http = useHttp();
  return useCallback((path: string) => http.url(path), [http]);
}

/** The current session, re-rendering on every change. */
export function useSession(): SessionSnapshot {
  const { session } = useRemoteProps();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

const unknownSession = (): SessionSnapshot | null => null;

/**
 * The session once this browser's is known: null while the server renders a public page and while
 * React hydrates it (the server cannot know who visits; the session lives in the browser), then the
 * shell's session at once. A part of a prerendered page that depends on who visits reads this, so the
 * page never tells a signed-in visitor to sign in (nor the reverse) before it knows.
 */
export function useKnownSession(): SessionSnapshot | null {
  const { session } = useRemoteProps();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, unknownSession);
}
