// Test-only helpers of mf-aula's component tests.
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createFakeShell, renderRoute, type FakeShell, type FakeShellOptions } from '@inpro/ui/src/testing';

export const STUDENT = {
  id: 7,
  name: 'Estela Estudiante',
  fullName: 'Estela Estudiante',
  email: 'estudiante@inpro.test',
  role: 'ESTUDIANTE',
};

export interface RenderPageOptions extends FakeShellOptions {
  /** Route pattern of the screen and the address to open, e.g. '/aula/materiales/:courseId' opened at '/aula/materiales/3'. */
  path?: string;
  url?: string;
  shell?: FakeShell;
  /** The query cache (the test one by default: no retries). */
  queryClient?: QueryClient;
}

/** Renders one screen at `url` inside a router and the remote's providers, as a signed-in student. */
export function renderPage(ui: ReactElement, { path = '/aula', url = path, shell, queryClient, ...options }: RenderPageOptions = {}) {
  return renderRoute(ui, shell ?? createFakeShell({ user: STUDENT, role: 'ESTUDIANTE', ...options }), { path, url, queryClient });
}
