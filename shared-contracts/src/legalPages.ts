/**
 * The institute's legal and help pages: public routes of the site (footer, registration, contact
 * form), texts kept in the database and edited by the master administrator. Bodies are Markdown
 * without HTML (rendered with raw HTML disabled).
 */
export const LEGAL_PAGE_SLUGS = ['terminos', 'privacidad', 'preguntas-frecuentes', 'ayuda'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

/** Each page's route and the name the site uses for it (the seed's footer labels where it has them). */
export const LEGAL_PAGES: Record<LegalPageSlug, { path: string; name: string; description: string }> = {
  terminos: {
    path: '/terminos',
    name: 'Términos y condiciones',
    description: 'Condiciones de uso del sitio y del Aula Virtual, compras, pagos, certificados y reclamos.',
  },
  privacidad: {
    path: '/privacidad',
    name: 'Política de privacidad',
    description: 'Cómo tratamos tus datos personales conforme a la Ley N.° 29733 y cómo ejercer tus derechos.',
  },
  'preguntas-frecuentes': {
    path: '/preguntas-frecuentes',
    name: 'Preguntas frecuentes',
    description: 'Respuestas sobre inscripción, pagos, clases, evaluaciones y certificados.',
  },
  ayuda: {
    path: '/ayuda',
    name: 'Centro de ayuda',
    description: 'Guías paso a paso para usar el Aula Virtual: ingreso, pagos, clases, evaluaciones y certificados.',
  },
};

/** The page a public path shows, if it is one of them. */
export function legalPageOfPath(path: string): LegalPageSlug | null {
  return LEGAL_PAGE_SLUGS.find((slug) => LEGAL_PAGES[slug].path === path) ?? null;
}

/** The registration form's consent (informed consent of Ley N.° 29733). */
export const TERMS_CONSENT_LABEL = 'He leído y acepto los Términos y condiciones y la Política de privacidad';
