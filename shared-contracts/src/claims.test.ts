import { decodeClaims, isTokenExpired, primaryRole, rolesFromClaims, usernameFromClaims } from './claims';

function token(payload: object): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256' })}.${enc(payload)}.sig`;
}

describe('claims', () => {
  it('reads the username from username, else sub, else email', () => {
    expect(usernameFromClaims({ username: 'ana', sub: '1', email: 'a@b.pe' })).toBe('ana');
    expect(usernameFromClaims({ sub: '7', email: 'a@b.pe' })).toBe('7');
    expect(usernameFromClaims({ email: 'a@b.pe' })).toBe('a@b.pe');
    expect(usernameFromClaims(null)).toBeNull();
  });

  it('reads roles from roles, else authorities, else role; strips ROLE_ and upper-cases', () => {
    expect(rolesFromClaims({ roles: ['role_admin'] })).toEqual(['ADMIN']);
    expect(rolesFromClaims({ authorities: [{ authority: 'ROLE_DOCENTE' }] })).toEqual(['DOCENTE']);
    expect(rolesFromClaims({ role: 'superadmin' })).toEqual(['SUPERADMIN']);
    expect(rolesFromClaims({})).toEqual(['ESTUDIANTE']);
    expect(rolesFromClaims(null)).toEqual(['ESTUDIANTE']);
  });

  it('picks the strongest role', () => {
    expect(primaryRole(['ESTUDIANTE', 'ADMIN'])).toBe('ADMIN');
    expect(primaryRole([])).toBe('ESTUDIANTE');
  });

  it('decodes a JWT payload and rejects garbage', () => {
    expect(decodeClaims(token({ sub: 'x', exp: 1 }))).toEqual({ sub: 'x', exp: 1 });
    expect(decodeClaims('not-a-token')).toBeNull();
    expect(decodeClaims('a.%%%.c')).toBeNull();
    expect(decodeClaims(undefined)).toBeNull();
    expect(decodeClaims(token({ username: 'José Ñúñez', roles: ['ROLE_DOCENTE'] }))).toEqual({
      username: 'José Ñúñez',
      roles: ['ROLE_DOCENTE'],
    });
    expect(decodeClaims(`${token({ sub: 'x' })}.extra`)).toBeNull();
    expect(decodeClaims('a.b')).toBeNull();
    expect(decodeClaims(`x.${Buffer.from('[1,2]').toString('base64url')}.y`)).toBeNull();
    expect(decodeClaims(`x.${Buffer.from('not json').toString('base64url')}.y`)).toBeNull();
  });

  it('treats exp at or before now, or an unreadable token, as expired', () => {
    const now = 1_700_000_000_000;
    expect(isTokenExpired(token({ exp: now / 1000 }), now)).toBe(true);
    expect(isTokenExpired(token({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired(token({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(isTokenExpired(token({}), now)).toBe(true);
    expect(isTokenExpired('garbage', now)).toBe(true);
  });
});
