// Test-only: the signed-in master administrator of mf-superadmin's component tests.
import { createFakeShell, type FakeShellOptions } from '@inpro/ui/src/testing';

export const MASTER = { id: 1, name: 'Sofía Super', fullName: 'Sofía Super', email: 'superadmin@inpro.test', role: 'SUPER_ADMIN' };

export function masterShell(options: Omit<FakeShellOptions, 'user' | 'role'> = {}) {
  return createFakeShell({ user: MASTER, role: 'SUPER_ADMIN', ...options });
}

/** A page of results as the API answers it. */
export function page<T>(content: T[], totalElements = content.length, p = 0, size = 50) {
  return { content, page: p, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}
