import type { SessionSnapshot } from '@inpro/shared-contracts';
import { watchExpiry } from './expiryRedirect';

function fakeSession(initial: Partial<SessionSnapshot>) {
  let snapshot = {
    token: 't',
    user: null,
    username: null,
    roles: ['ESTUDIANTE'],
    role: 'ESTUDIANTE',
    isAuthenticated: true,
    ...initial,
  } as SessionSnapshot;
  const listeners = new Set<(s: SessionSnapshot) => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe: (l: (s: SessionSnapshot) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    emit(next: Partial<SessionSnapshot>) {
      snapshot = { ...snapshot, ...next };
      listeners.forEach((l) => l(snapshot));
    },
  };
}

describe('watchExpiry', () => {
  it('sends a person whose token ran out inside an area to /aula/login?e=exp', () => {
    const session = fakeSession({});
    const navigate = jest.fn();
    watchExpiry(session, navigate, () => '/aula/notas');
    session.emit({ isAuthenticated: false });
    expect(navigate).toHaveBeenCalledWith('/aula/login?e=exp');
  });

  it('does nothing on a sign-out or on a public page', () => {
    const navigate = jest.fn();
    const out = fakeSession({});
    watchExpiry(out, navigate, () => '/prof');
    out.emit({ isAuthenticated: false, token: null });
    const pub = fakeSession({});
    watchExpiry(pub, navigate, () => '/cursos');
    pub.emit({ isAuthenticated: false });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps a person whose token ran out offline in the area, and sends them away once the renewal is refused', () => {
    const session = fakeSession({ keptOffline: false });
    const navigate = jest.fn();
    watchExpiry(session, navigate, () => '/aula');
    session.emit({ isAuthenticated: false, keptOffline: true });
    expect(navigate).not.toHaveBeenCalled();
    session.emit({ keptOffline: false });
    expect(navigate).toHaveBeenCalledWith('/aula/login?e=exp');
  });

  it('a page that starts kept offline goes to the sign-in page only when the keep ends, not when renewed', () => {
    const renewed = fakeSession({ isAuthenticated: false, keptOffline: true });
    const navigate = jest.fn();
    watchExpiry(renewed, navigate, () => '/aula/pagos');
    renewed.emit({ isAuthenticated: true, keptOffline: false, token: 'new' });
    expect(navigate).not.toHaveBeenCalled();

    const signedOut = fakeSession({ isAuthenticated: false, keptOffline: true });
    watchExpiry(signedOut, navigate, () => '/aula/pagos');
    signedOut.emit({ keptOffline: false, token: null });
    expect(navigate).not.toHaveBeenCalled();
  });
});
