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
});
