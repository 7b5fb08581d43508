import type { SessionApi, SessionSnapshot } from '@inpro/shared-contracts';
import { startTokenRefresh } from './tokenRefresh';

function token(exp: number): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256' })}.${enc({ sub: '1', roles: ['ESTUDIANTE'], exp })}.sig`;
}

function fakeSession(initial: string | null) {
  let snap = { token: initial, user: { email: 'a@inpro.test' }, isAuthenticated: !!initial } as unknown as SessionSnapshot;
  const listeners = new Set<(s: SessionSnapshot) => void>();
  const api: SessionApi = {
    getSnapshot: () => snap,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    login: jest.fn((t: string, user) => {
      snap = { ...snap, token: t, user: user ?? null, isAuthenticated: true };
      listeners.forEach((l) => l(snap));
    }),
    setUser: jest.fn(),
    logout: jest.fn(() => {
      snap = { ...snap, token: null, user: null, isAuthenticated: false };
      listeners.forEach((l) => l(snap));
    }),
  };
  return api;
}

describe('startTokenRefresh', () => {
  const NOW = 1_800_000_000_000;
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('trades the refresh cookie for a new token one minute before expiry', async () => {
    const first = token(NOW / 1000 + 600);
    const second = token(NOW / 1000 + 7800);
    const session = fakeSession(first);
    const post = jest.fn().mockResolvedValue({ data: { token: second, user: { email: 'a@inpro.test' } }, status: 200, headers: {} });
    const stop = startTokenRefresh(session, { post });
    jest.advanceTimersByTime(538_000);
    expect(post).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2_000);
    await Promise.resolve();
    await Promise.resolve();
    expect(post).toHaveBeenCalledWith('/auth/refresh', undefined, { skipAuthRedirect: true });
    expect(session.login).toHaveBeenCalledWith(second, { email: 'a@inpro.test' });
    stop();
  });

  it('does nothing when the refresh fails, and stops after a logout', async () => {
    const session = fakeSession(token(NOW / 1000 + 120));
    const post = jest.fn().mockRejectedValue(Object.assign(new Error('401'), { response: { status: 401 } }));
    const stop = startTokenRefresh(session, { post });
    jest.advanceTimersByTime(60_000);
    await Promise.resolve();
    await Promise.resolve();
    expect(post).toHaveBeenCalledTimes(1);
    expect(session.login).not.toHaveBeenCalled();
    expect(session.logout).not.toHaveBeenCalled();

    session.logout();
    jest.advanceTimersByTime(10 * 60_000);
    expect(post).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not overwrite a session that changed while the refresh was in flight', async () => {
    const first = token(NOW / 1000 + 70);
    const session = fakeSession(first);
    let resolve: (v: unknown) => void = () => {};
    const post = jest.fn(() => new Promise((r) => (resolve = r)));
    startTokenRefresh(session, { post: post as never });
    jest.advanceTimersByTime(10_000);
    session.logout();
    resolve({ data: { token: token(NOW / 1000 + 9000) }, status: 200, headers: {} });
    await Promise.resolve();
    await Promise.resolve();
    expect(session.login).not.toHaveBeenCalled();
  });
});
