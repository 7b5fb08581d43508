import type { SessionSnapshot } from '@inpro/shared-contracts';
import { initialsOf, userDisplay } from './userDisplay';

const base: SessionSnapshot = {
  token: 't',
  user: null,
  username: null,
  roles: ['ESTUDIANTE'],
  role: 'ESTUDIANTE',
  isAuthenticated: true,
  keptOffline: false,
};

describe('initialsOf', () => {
  it.each([
    ['Ana María Pérez', 'AP'],
    ['álvaro', 'Á'],
    ['  luis   torres ', 'LT'],
    ['docente@inpro.test', 'D'],
    ['juan.perez', 'JP'],
    ['Dra. Lucía Fernández Paredes', 'LP'],
    ['Dr.', 'D'],
    ['', '?'],
    [null, '?'],
  ])('%p → %p', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('userDisplay', () => {
  it('prefers name, then fullName, then username, then the token username', () => {
    expect(userDisplay({ ...base, user: { name: 'A', fullName: 'B', username: 'c' } }).name).toBe('A');
    expect(userDisplay({ ...base, user: { fullName: 'B', username: 'c' } }).name).toBe('B');
    expect(userDisplay({ ...base, user: { username: 'c' } }).name).toBe('c');
    expect(userDisplay({ ...base, username: 'claim' }).name).toBe('claim');
  });

  it('reads the stored role (normalised) and defaults to the token role', () => {
    expect(userDisplay({ ...base, user: { role: 'ROLE_docente' } }).role).toBe('DOCENTE');
    expect(userDisplay({ ...base, role: 'ADMIN' }).role).toBe('ADMIN');
    expect(userDisplay(base).email).toBeNull();
  });
});
