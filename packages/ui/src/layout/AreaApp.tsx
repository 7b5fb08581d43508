import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation } from '@inpro/ui/router';
import { AreaLayout, type AreaLayoutProps } from './AreaLayout';
import { AreaNotFound } from './AreaNotFound';
import { LoadingText, ErrorBoundary } from '@inpro/ui';
import type { AreaRoute } from './areaRoute';

export interface AreaAppProps extends Omit<AreaLayoutProps, 'children' | 'homePath'> {
  /** The area base, e.g. "/aula". */
  base: string;
  routes: readonly AreaRoute[];
  /** Rendered inside the router next to the frame (e.g. listeners of the location). */
  extras?: ReactNode;
}

/** The frame around the current screen; a failing screen (or its chunk) leaves the frame standing. */
function AreaFrame({ base, extras, ...layout }: Omit<AreaAppProps, 'routes'>) {
  const { pathname } = useLocation();
  return (
    <AreaLayout {...layout} homePath={base}>
      {extras}
      <ErrorBoundary key={pathname} area={layout.areaLabel}>
        <Suspense fallback={<LoadingText center />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </AreaLayout>
  );
}

/**
 * A logged-in area: BrowserRouter, its frame and its route table (relative to the base);
 * an unknown sub-route shows 'Página no encontrada' inside the frame.
 */
export function AreaApp({ routes, ...frame }: AreaAppProps) {
  return (
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Routes>
        <Route path={frame.base} element={<AreaFrame {...frame} />}>
          {routes.map(({ path, Component }) =>
            path === '' ? <Route key="(index)" index element={<Component />} /> : <Route key={path} path={path} element={<Component />} />,
          )}
          <Route path="*" element={<AreaNotFound homePath={frame.base} />} />
        </Route>
        {/* Outside the base the area is being unmounted by single-spa: render nothing. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
