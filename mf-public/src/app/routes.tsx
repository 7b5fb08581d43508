import type { ComponentType } from 'react';
import { matchPath } from '@inpro/ui/router';
import { LEGAL_PAGES, LEGAL_PAGE_SLUGS, LOGIN_PATH } from '@inpro/shared-contracts';
import type { LazyPageComponent } from '@inpro/ui';
import { AuthPage } from '../features/auth';
import { CatalogPage } from '../features/catalog';
import { CertificatesPage } from '../features/certificates';
import { CheckoutPage, ThankYouPage } from '../features/checkout';
import { ContactPage } from '../features/contact';
import { CourseDetailPage } from '../features/course';
import { CourtPage } from '../features/court';
import { DiplomasPage } from '../features/diplomas';
import { HomePage } from '../features/home';
import { LegalPage } from '../features/legal';
import { ProceduresPage } from '../features/procedures';
import { SearchPage } from '../features/search';
import { SpecializationsPage } from '../features/specializations';

// One lazy chunk per screen, made lazy by each feature's door (features/<name>/index.ts): the home page
// does not download the other screens.

export interface PublicRoute {
  path: string;
  Component: ComponentType;
}

/** Every route mf-public owns. The shell mounts this remote on exactly these paths. */
export const publicRoutes: PublicRoute[] = [
  { path: '/', Component: HomePage },
  { path: '/cursos', Component: CatalogPage },
  { path: '/curso', Component: CourseDetailPage },
  { path: '/curso/:courseParam', Component: CourseDetailPage },
  { path: '/cursos/:courseParam', Component: CourseDetailPage },
  { path: '/checkout', Component: CheckoutPage },
  { path: '/gracias', Component: ThankYouPage },
  { path: '/certificados', Component: CertificatesPage },
  { path: '/especializacion', Component: SpecializationsPage },
  { path: '/diplomados', Component: DiplomasPage },
  { path: '/arbitraje', Component: CourtPage },
  { path: '/tramites', Component: ProceduresPage },
  { path: '/contacto', Component: ContactPage },
  { path: '/buscar', Component: SearchPage },
  ...LEGAL_PAGE_SLUGS.map((slug) => ({ path: LEGAL_PAGES[slug].path, Component: LegalPage })),
  { path: LOGIN_PATH, Component: AuthPage },
];

function canPreload(component: ComponentType): component is LazyPageComponent {
  return typeof (component as Partial<LazyPageComponent>).preload === 'function';
}

/**
 * Downloads the chunk of the page a path shows, before React renders it, so the first
 * render shows the page itself (no fallback and no fallback-reveal delay). Never rejects:
 * a failed download is left to the page (chunk-failure screen with retry).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const route = publicRoutes.find(({ path }) => matchPath(path, pathname));
  if (!route || !canPreload(route.Component)) return Promise.resolve();
  return route.Component.preload().catch(() => undefined);
}
