import { AREAS } from './areas';
import { LEGAL_PAGES, LEGAL_PAGE_SLUGS } from './legalPages';

/** The site's name, appended to every page title ("{title} | INPRO"). */
const SITE_NAME = 'INPRO';
export const SITE_FULL_NAME = 'INPRO – Instituto Nacional de Profesionalización';
export const SITE_DESCRIPTION =
  'INPRO – Instituto Nacional de Profesionalización: educación legal de excelencia, cursos, diplomados, certificaciones y Aula Virtual.';

/** The document title of a page: "{title} | INPRO", or the site's full name for the home page. */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_FULL_NAME;
}

export interface PublicPageMeta {
  path: string;
  /** Page title without the site name; null = the site's full name (home). */
  title: string | null;
  description: string;
}

/**
 * The public pages with fixed content: their titles and descriptions, shared by the screens
 * (document title) and the server (the HTML that search engines and link previews read).
 */
export const PUBLIC_PAGES: readonly PublicPageMeta[] = [
  { path: '/', title: null, description: SITE_DESCRIPTION },
  {
    path: '/cursos',
    title: 'Cursos / Seminarios',
    description:
      'Catálogo de cursos, seminarios y diplomados de INPRO: derecho, conciliación, arbitraje y gestión pública, con certificación.',
  },
  {
    path: '/especializacion',
    title: 'Especialización',
    description: 'Programas de especialización de INPRO para abogados y profesionales del sector público y privado.',
  },
  {
    path: '/diplomados',
    title: 'Diplomados',
    description: 'Diplomados de INPRO en modalidad virtual, presencial y mixta, con certificación a nombre de la institución.',
  },
  {
    path: '/arbitraje',
    title: 'Corte de Arbitraje',
    description: 'Centro de arbitraje y conciliación de INPRO: servicios, formación de árbitros y conciliadores.',
  },
  {
    path: '/tramites',
    title: 'Trámites',
    description: 'Trámites académicos de INPRO: constancias, certificados, duplicados y solicitudes.',
  },
  {
    path: '/certificados',
    title: 'Certificaciones',
    description: 'Verifica en línea la autenticidad de un certificado emitido por INPRO.',
  },
  { path: '/contacto', title: 'Contacto', description: 'Escríbenos: informes sobre cursos, matrícula, pagos y certificaciones de INPRO.' },
  ...LEGAL_PAGE_SLUGS.map((slug) => ({
    path: LEGAL_PAGES[slug].path,
    title: LEGAL_PAGES[slug].name,
    description: LEGAL_PAGES[slug].description,
  })),
];

export function publicPageMeta(path: string): PublicPageMeta | undefined {
  const clean = path === '/' ? '/' : path.replace(/\/+$/, '');
  return PUBLIC_PAGES.find((p) => p.path === clean);
}

/** Paths search engines must not index: the signed-in areas (from the area registry), the purchase steps and the API. */
export function nonIndexedPaths(): string[] {
  const areas = AREAS.filter((a) => a.allowedRoles !== 'public').flatMap((a) => [a.basePath, ...(a.aliases ?? [])]);
  return [...areas, '/checkout', '/gracias', '/buscar', '/api/'];
}
