import { fakeJwt } from '../../../app/testing/remoteHarness';
import { NO_SESSION_MESSAGE, resolveRole, roleFromToken, roleFromUser } from './resolveRole';

describe('role resolution after sign-in', () => {
  it('reads the role from the token claims first', async () => {
    const fetchMe = jest.fn();
    const token = fakeJwt({ sub: '1', roles: ['ROLE_docente'], exp: 4e9 });
    await expect(resolveRole(token, { role: 'ADMIN' }, fetchMe)).resolves.toEqual({ role: 'DOCENTE', user: { role: 'ADMIN' } });
    expect(fetchMe).not.toHaveBeenCalled();
    expect(roleFromToken(fakeJwt({ authorities: [{ authority: 'ROLE_ADMIN' }] }))).toBe('ADMIN');
    expect(roleFromToken(fakeJwt({ role: 'superadmin' }))).toBe('SUPERADMIN');
  });

  it('then the user of the answer', async () => {
    const fetchMe = jest.fn();
    await expect(resolveRole(fakeJwt({ sub: '1' }), { role: 'super_admin' }, fetchMe)).resolves.toEqual({
      role: 'SUPER_ADMIN',
      user: { role: 'super_admin' },
    });
    await expect(resolveRole('opaque-token', { roles: ['ESTUDIANTE', 'ADMIN'] }, fetchMe)).resolves.toMatchObject({ role: 'ADMIN' });
    expect(fetchMe).not.toHaveBeenCalled();
  });

  it('then GET /auth/me', async () => {
    const fetchMe = jest.fn().mockResolvedValue({ id: 3, role: 'DOCENTE', email: 'd@x' });
    await expect(resolveRole('opaque', { id: 3, fullName: 'Ana' }, fetchMe)).resolves.toEqual({
      role: 'DOCENTE',
      user: { id: 3, fullName: 'Ana', role: 'DOCENTE', email: 'd@x' },
    });
    expect(fetchMe).toHaveBeenCalledTimes(1);
  });

  it("else fails with 'No se recibió token ni sesión activa.'", async () => {
    await expect(resolveRole(null, null, jest.fn().mockRejectedValue(new Error('401')))).rejects.toThrow(NO_SESSION_MESSAGE);
    await expect(resolveRole(null, { id: 1 }, jest.fn().mockResolvedValue({ id: 1 }))).rejects.toThrow(NO_SESSION_MESSAGE);
  });

  it('reads no role from users without one', () => {
    expect(roleFromUser(null)).toBeNull();
    expect(roleFromUser({ role: ' ' })).toBeNull();
    expect(roleFromUser({ roles: [] })).toBeNull();
  });
});
