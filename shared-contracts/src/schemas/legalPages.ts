// Payloads of the legal pages (their slugs and routes: ../legalPages.ts).
import { z } from '../zod';
import { requiredText } from './common';
import { LEGAL_PAGE_SLUGS } from '../legalPages';

export const LEGAL_PAGE_NOT_FOUND = 'Página no encontrada.';
export const LEGAL_PAGE_SAVED = 'Página guardada. Ya se muestra en el sitio.';
const LEGAL_TITLE_REQUIRED = 'Escribe el título de la página.';
const LEGAL_BODY_REQUIRED = 'Escribe el texto de la página.';
const LEGAL_BODY_MAX = 50_000;

const legalPageSlugSchema = z.enum(LEGAL_PAGE_SLUGS, { error: LEGAL_PAGE_NOT_FOUND });

/** A page as the site shows it: GET /legal-pages/{slug}. */
export const legalPageSchema = z.object({
  slug: legalPageSlugSchema,
  title: z.string(),
  body: z.string(),
  /** Bumped by every saved change of title or text; what a consent records. */
  version: z.number().int(),
  /** ISO instant of the last change ('Última actualización'). */
  updatedAt: z.string(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

/** GET /superadmin/legal-pages: every page, with who changed it last. */
export const adminLegalPageSchema = legalPageSchema.extend({ updatedBy: z.string().nullable() });
export type AdminLegalPage = z.infer<typeof adminLegalPageSchema>;
export const adminLegalPagesSchema = z.array(adminLegalPageSchema);

/** PUT /superadmin/legal-pages/{slug} body. */
export const legalPageUpdateSchema = z.object({
  title: requiredText(LEGAL_TITLE_REQUIRED, 150, 'Título: máximo 150 caracteres.'),
  body: requiredText(LEGAL_BODY_REQUIRED, LEGAL_BODY_MAX, 'Texto: máximo 50,000 caracteres.'),
});
export type LegalPageUpdate = z.infer<typeof legalPageUpdateSchema>;
