import { hasRole, normalizeRole } from './roles';

describe('roles', () => {
  it('normalises case and the ROLE_ prefix, defaulting to ESTUDIANTE', () => {
    expect(normalizeRole('role_docente')).toBe('DOCENTE');
    expect(normalizeRole('Admin')).toBe('ADMIN');
    expect(normalizeRole('')).toBe('ESTUDIANTE');
    expect(normalizeRole('guest')).toBe('ESTUDIANTE');
    expect(normalizeRole(undefined)).toBe('ESTUDIANTE');
  });

  it('compares roles case-insensitively', () => {
    expect(hasRole('admin', ['DOCENTE', 'ADMIN'])).toBe(true);
    expect(hasRole('ESTUDIANTE', ['DOCENTE', 'ADMIN'])).toBe(false);
  });
});
