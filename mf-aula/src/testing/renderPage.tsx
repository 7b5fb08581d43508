// Test-only helpers of mf-aula's component tests.
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@inpro/ui/router';
import { createFakeShell, renderInRemote, type FakeShell, type FakeShellOptions } from '@inpro/ui/src/testing';

export const STUDENT = {
  id: 7,
  name: 'Estela Estudiante',
  fullName: 'Estela Estudiante',
  email: 'estudiante@inpro.test',
  role: 'ESTUDIANTE',
};

/** Shows the router's current path (so tests can check where a link led). */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export interface RenderPageOptions extends FakeShellOptions {
  /** Route pattern of the screen, e.g. '/aula/materiales/:courseId'. */
  path?: string;
  /** The address to open, e.g. '/aula/materiales/3'. */
  url?: string;
  shell?: FakeShell;
}

/** Renders one screen at `url` inside a router and the remote's providers, as a signed-in student. */
export function renderPage(ui: ReactElement, { path = '/aula', url = path, shell, ...options }: RenderPageOptions = {}) {
  const fake = shell ?? createFakeShell({ user: STUDENT, role: 'ESTUDIANTE', ...options });
  return renderInRemote(
    <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    fake,
  );
}
