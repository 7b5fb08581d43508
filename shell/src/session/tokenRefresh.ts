import { cacheAccountOf, decodeClaims, type HttpClient, type SessionApi, type SessionUser } from '@inpro/shared-contracts';

/** How long before the access token expires the shell asks for a new one. */
const REFRESH_LEAD_MS = 60_000;
const MIN_DELAY_MS = 5_000;
const MAX_TIMER_MS = 2_147_483_647;

interface RefreshAnswer {
  token?: string;
  user?: SessionUser | null;
}

/**
 * How a renewal ended: a new token stored ('renewed'); the server refused the refresh cookie, or
 * it answered for another account ('refused'); no answer, or one that says nothing of the session
 * (network, 5xx, 429: 'unreachable'); the session changed meanwhile ('superseded').
 */
type RenewOutcome = 'renewed' | 'refused' | 'unreachable' | 'superseded';

function refusedStatus(error: unknown): boolean {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return status === 401 || status === 403;
}

/**
 * Trades the refresh cookie (httpOnly, sent with credentials) for a new token of the session that
 * holds `token`. A token of another account is never stored in its place: the screens show this
 * account's data.
 */
export async function renewToken(session: SessionApi, http: Pick<HttpClient, 'post'>, token: string): Promise<RenewOutcome> {
  let answer: RefreshAnswer | undefined;
  try {
    answer = (await http.post<RefreshAnswer>('/auth/refresh', undefined, { skipAuthRedirect: true })).data;
  } catch (error) {
    return refusedStatus(error) ? 'refused' : 'unreachable';
  }
  const current = session.getSnapshot();
  // Someone signed out or in meanwhile: keep what they did.
  if (current.token !== token) return 'superseded';
  if (!answer?.token) return 'unreachable';
  if (cacheAccountOf(answer.token) !== cacheAccountOf(token)) return 'refused';
  session.login(answer.token, answer.user ?? current.user);
  return 'renewed';
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
    // Refused: no valid refresh cookie, the session ends when the token expires (offline, it is
    // kept for reading and renewed when the connection returns: offlineRenewal.ts).
    await renewToken(session, http, token);
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
