import { asc, eq, sql } from 'drizzle-orm';
import type { LegalPageSlug } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { legalConsents, legalPages, legalPageVersions, users, type LegalPageRow } from '../../db/schema';

export async function findPage(db: Db, slug: LegalPageSlug): Promise<LegalPageRow | undefined> {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.slug, slug));
  return row;
}

/** Every page with the name of whoever changed it last. */
export async function listPages(db: Db): Promise<Array<LegalPageRow & { updatedByName: string | null }>> {
  const rows = await db
    .select({ page: legalPages, updatedByName: users.fullName })
    .from(legalPages)
    .leftJoin(users, eq(users.id, legalPages.updatedBy))
    .orderBy(asc(legalPages.slug));
  return rows.map((r) => ({ ...r.page, updatedByName: r.updatedByName }));
}

/**
 * Saves a new text of a page as its next version (kept in the history too). The row is locked, so
 * two saves at once make two versions, one after the other.
 */
export async function saveVersion(
  tx: Db,
  slug: LegalPageSlug,
  values: { title: string; body: string; userId: number },
): Promise<LegalPageRow | undefined> {
  const [row] = await tx
    .update(legalPages)
    .set({
      title: values.title,
      body: values.body,
      version: sql`${legalPages.version} + 1`,
      updatedAt: new Date(),
      updatedBy: values.userId,
    })
    .where(eq(legalPages.slug, slug))
    .returning();
  if (!row) return undefined;
  await tx.insert(legalPageVersions).values({
    slug,
    version: row.version,
    title: row.title,
    body: row.body,
    createdAt: row.updatedAt,
    createdBy: values.userId,
  });
  return row;
}

/** The current versions of the terms and the privacy policy (what a consent given now accepts). */
export async function currentConsentVersions(db: Db): Promise<{ termsVersion: number; privacyVersion: number }> {
  const rows = await db.select({ slug: legalPages.slug, version: legalPages.version }).from(legalPages);
  const of = (slug: LegalPageSlug) => rows.find((r) => r.slug === slug)?.version ?? 1;
  return { termsVersion: of('terminos'), privacyVersion: of('privacidad') };
}

export async function insertConsent(db: Db, values: typeof legalConsents.$inferInsert): Promise<void> {
  await db.insert(legalConsents).values(values);
}
