import { decodeClaims, type HttpClient, type SessionApi, type SessionUser } from '@inpro/shared-contracts';

/** How long before the access token expires the shell asks for a new one. */
const REFRESH_LEAD_MS = 60_000;
const MIN_DELAY_MS = 5_000;
const MAX_TIMER_MS = 2_147_483_647;

interface RefreshAnswer {
  token?: string;
  user?: SessionUser | null;
}

/**
 * Keeps a signed-in person signed in: shortly before the access token expires, the refresh
 * cookie (httpOnly, sent with credentials) is traded for a new token. When that fails (no cookie,
 * revoked, expired), nothing else happens: the token runs out and the guard sends the person
 * to /aula/login as usual. Returns a function that stops it.
 */
export function startTokenRefresh(
  session: SessionApi,
  http: Pick<HttpClient, 'post'>,
  { now = () => Date.now(), lead = REFRESH_LEAD_MS } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let scheduledFor: string | null = null;

  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    scheduledFor = null;
  };

  const refresh = async (token: string) => {
    timer = null;
    try {
      const res = await http.post<RefreshAnswer>('/auth/refresh', undefined, { skipAuthRedirect: true });
      const current = session.getSnapshot();
      // Someone signed out or in meanwhile: keep what they did.
      if (current.token !== token || !res.data?.token) return;
      session.login(res.data.token, res.data.user ?? current.user);
    } catch {
      // No valid refresh cookie: the session ends when the token expires.
    }
  };

  const schedule = () => {
    const { token, isAuthenticated } = session.getSnapshot();
    if (!token || !isAuthenticated) return clear();
    if (scheduledFor === token) return;
    clear();
    const exp = decodeClaims(token)?.exp;
    if (typeof exp !== 'number') return;
    const delay = Math.min(Math.max(exp * 1000 - lead - now(), MIN_DELAY_MS), MAX_TIMER_MS);
    scheduledFor = token;
    timer = setTimeout(() => void refresh(token), delay);
  };

  schedule();
  const unsubscribe = session.subscribe(schedule);
  return () => {
    unsubscribe();
    clear();
  };
}
