// Test helpers for remotes' component tests: import from '@inpro/ui/src/testing'. Never from production code.
export { createFakeShell, renderInRemote } from './fakeRemoteProps';
export type { FakeShell, FakeShellOptions } from './fakeRemoteProps';
