// Test-only: one screen inside a router at a URL, with the remote's providers.
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from '@inpro/ui/router';
import { renderInRemote, type FakeShell } from './fakeRemoteProps';

/** Shows the router's current path and query (so tests can check where a link led). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders `ui` at `url` (route pattern `path`) inside a MemoryRouter and the remote's providers
 * (with the test query cache, or `queryClient`, e.g. the remotes' own rules).
 */
export function renderRoute(
  ui: ReactElement,
  shell: FakeShell,
  { path, url = path, queryClient }: { path: string; url?: string; queryClient?: QueryClient },
) {
  return renderInRemote(
    <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    shell,
    queryClient,
  );
}
