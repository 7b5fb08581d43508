// Test-only: the signed-in administrator of mf-admin's component tests.
import { createFakeShell, type FakeShellOptions } from '@inpro/ui/src/testing';

export const ADMIN = { id: 1, name: 'Adriana Admin', fullName: 'Adriana Admin', email: 'admin@inpro.test', role: 'ADMIN' };

export function adminShell(options: Omit<FakeShellOptions, 'user' | 'role'> = {}) {
  return createFakeShell({ user: ADMIN, role: 'ADMIN', ...options });
}
