import type { ComponentType } from 'react';
import { matchPath } from '@inpro/ui/router';
import { LOGIN_PATH } from '@inpro/shared-contracts';
import { lazyPage, named, type LazyPageComponent } from '@inpro/ui';

// One lazy chunk per screen: the home page does not download the other screens.
const HomePage = lazyPage(named(() => import('../features/home/components/HomePage'), 'HomePage'));
const CatalogPage = lazyPage(named(() => import('../features/catalog/components/CatalogPage'), 'CatalogPage'));
const CourseDetailPage = lazyPage(named(() => import('../features/course/components/CourseDetailPage'), 'CourseDetailPage'));
const CheckoutPage = lazyPage(named(() => import('../features/checkout/components/CheckoutPage'), 'CheckoutPage'));
const ThankYouPage = lazyPage(named(() => import('../features/checkout/components/ThankYouPage'), 'ThankYouPage'));
const CertificatesPage = lazyPage(named(() => import('../features/certificates/components/CertificatesPage'), 'CertificatesPage'));
const SpecializationsPage = lazyPage(
  named(() => import('../features/specializations/components/SpecializationsPage'), 'SpecializationsPage'),
);
const DiplomasPage = lazyPage(named(() => import('../features/diplomas/components/DiplomasPage'), 'DiplomasPage'));
const CourtPage = lazyPage(named(() => import('../features/court/components/CourtPage'), 'CourtPage'));
const ProceduresPage = lazyPage(named(() => import('../features/procedures/components/ProceduresPage'), 'ProceduresPage'));
const ContactPage = lazyPage(named(() => import('../features/contact/components/ContactPage'), 'ContactPage'));
const SearchPage = lazyPage(named(() => import('../features/search/components/SearchPage'), 'SearchPage'));
const AuthPage = lazyPage(named(() => import('../features/auth/components/AuthPage'), 'AuthPage'));

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
