import { z } from 'zod';
import { LEGAL_PAGE_NOT_FOUND, LEGAL_PAGE_SLUGS, type LegalPageSlug } from '@inpro/shared-contracts';
import { notFound } from '../../errors';

/** The `:slug` of the legal pages' URLs (checked against the known pages by `knownSlug`). */
export const slugParams = z.object({ slug: z.string().max(60) });

/** The slug of one of the site's legal and help pages, else 404. */
export function knownSlug(slug: string): LegalPageSlug {
  if (!(LEGAL_PAGE_SLUGS as readonly string[]).includes(slug)) throw notFound(LEGAL_PAGE_NOT_FOUND);
  return slug as LegalPageSlug;
}
