// Test helpers for remotes' component tests: import from '@inpro/ui/src/testing'. Never from production code.
export { RemoteTestProviders, createFakeShell, createTestQueryClient, httpError, renderInRemote } from './fakeRemoteProps';
export type { FakeAnswer, FakeCall, FakeShell, FakeShellOptions } from './fakeRemoteProps';
export { renderRoute } from './renderRoute';
export { fakeConnection } from './fakeConnection';
export { chooseIn, isHydrated, mountAsTheShell, prerenderedHost, runOutsideAct, typeInto } from './prerendered';
