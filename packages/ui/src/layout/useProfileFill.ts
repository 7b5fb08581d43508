import { useEffect, useRef } from 'react';
import type { SessionUser } from '@inpro/shared-contracts';
import { useHttp, useRemoteProps } from '@inpro/ui';

/**
 * When the stored user has no e-mail, asks GET /auth/me once and stores what comes back.
 * A failure is only logged: the header keeps what it has. The answer is stored even if the
 * header unmounted meanwhile (the session belongs to the shell).
 */
export function useProfileFill(enabled: boolean, hasEmail: boolean, authenticated: boolean): void {
  const http = useHttp();
  const { session } = useRemoteProps();
  const asked = useRef(false);
  useEffect(() => {
    if (!enabled || hasEmail || !authenticated || asked.current) return undefined;
    asked.current = true;
    http
      .get<SessionUser | { user: SessionUser }>('/auth/me')
      .then(({ data }) => {
        const me = data && typeof data === 'object' && 'user' in data ? data.user : (data as SessionUser);
        if (!me || typeof me !== 'object') return;
        session.setUser({ ...(session.getSnapshot().user ?? {}), ...me });
      })
      .catch((err: unknown) => {
        console.warn('[inpro] could not load the current user (/auth/me)', err);
      });
    return undefined;
  }, [enabled, hasEmail, authenticated, http, session]);
}
