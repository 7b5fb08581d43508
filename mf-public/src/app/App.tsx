import { Suspense } from 'react';
import { AdoptVisitorInput } from '@inpro/ui';
import { BrowserRouter, Route, Routes } from '@inpro/ui/router';
import { publicRoutes } from './routes';
import { NotFoundPage } from './NotFoundPage';
import { PageFallback } from './PageFallback';
import { ScrollToTop } from './ScrollToTop';
import { StaticPageTitle } from './StaticPageTitle';

/** The public screens, under whichever router renders them (the browser's, or the server renderer's). */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <StaticPageTitle />
      <Suspense fallback={<PageFallback />}>
        <Routes>
          {publicRoutes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        {/* Hydrated with the page, after it (its router hooks are ready): what the visitor did before stays. */}
        <AdoptVisitorInput />
      </Suspense>
    </>
  );
}

export function App() {
  return (
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <AppRoutes />
    </BrowserRouter>
  );
}
