import type { FastifyRequest } from 'fastify';
import {
  LEGAL_PAGE_NOT_FOUND,
  type AdminLegalPage,
  type LegalPage,
  type LegalPageSlug,
  type LegalPageUpdate,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import type { Db } from '../../db';
import type { LegalPageRow } from '../../db/schema';
import { notFound } from '../../errors';
import { catalogueChangedBy } from '../../plugins/publicCache';
import * as repo from './repo';

function toPage(row: LegalPageRow): LegalPage {
  return {
    slug: row.slug as LegalPageSlug,
    title: row.title,
    body: row.body.trim(),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /legal-pages/{slug}: the page as the site shows it. */
export async function getPage(req: FastifyRequest, slug: LegalPageSlug): Promise<LegalPage> {
  const row = await repo.findPage(req.server.db, slug);
  if (!row) throw notFound(LEGAL_PAGE_NOT_FOUND);
  return toPage(row);
}

/** GET /superadmin/legal-pages. */
export async function listPages(req: FastifyRequest): Promise<AdminLegalPage[]> {
  const rows = await repo.listPages(req.server.db);
  return rows.map((r) => ({ ...toPage(r), updatedBy: r.updatedByName }));
}

/**
 * PUT /superadmin/legal-pages/{slug}: a changed title or text becomes the page's next version
 * (dated now, audited with both versions); the same text again changes nothing.
 */
export async function updatePage(req: FastifyRequest, slug: LegalPageSlug, body: LegalPageUpdate): Promise<AdminLegalPage> {
  const db = req.server.db;
  const current = await repo.findPage(db, slug);
  if (!current) throw notFound(LEGAL_PAGE_NOT_FOUND);
  if (current.title !== body.title || current.body.trim() !== body.body) {
    await db.transaction(async (tx) => {
      const saved = await repo.saveVersion(tx, slug, { title: body.title, body: body.body, userId: req.user.id });
      if (!saved) throw notFound(LEGAL_PAGE_NOT_FOUND);
      await audit(
        req,
        {
          action: 'UPDATE',
          entity: 'legal_page',
          entityId: slug,
          label: saved.title,
          details: {
            fromVersion: saved.version - 1,
            toVersion: saved.version,
            ...(current.title !== saved.title ? { title: { before: current.title, after: saved.title } } : {}),
          },
        },
        tx,
      );
    });
    // Public pages (and their prerendered copies) are cached: a new version shows at once.
    catalogueChangedBy(req);
  }
  const [page] = (await listPages(req)).filter((p) => p.slug === slug);
  return page;
}

/**
 * Records informed consent (Ley N.° 29733): the versions of the privacy policy (and of the terms, for
 * a registration) the person accepted, when and from where. `versions` are those shown when the
 * consent was given (a registration confirmed later by e-mail keeps them); by default the current ones.
 */
export async function recordConsent(
  req: FastifyRequest,
  db: Db,
  who: { userId?: number; contactMessageId?: number; email: string },
  opts: { terms: boolean; versions?: { termsVersion: number | null; privacyVersion: number; acceptedAt: Date } },
): Promise<void> {
  const versions = opts.versions ?? { ...(await repo.currentConsentVersions(db)), acceptedAt: new Date() };
  await repo.insertConsent(db, {
    userId: who.userId ?? null,
    contactMessageId: who.contactMessageId ?? null,
    email: who.email,
    termsVersion: opts.terms ? versions.termsVersion : null,
    privacyVersion: versions.privacyVersion,
    acceptedAt: versions.acceptedAt,
    ip: req.ip ?? null,
  });
}

export { currentConsentVersions } from './repo';
