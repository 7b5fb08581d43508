import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { certificates } from '../../db/schema';
import { loadGroup, lockGroup, saveGroup } from '../settings/store';

/** Folio of an issued certificate: {prefix}-{year}-{number, at least six digits} (settings `certificates`). */
export function formatFolio(prefix: string, year: number | string, n: number): string {
  return `${prefix}-${year}-${String(n).padStart(6, '0')}`;
}

/**
 * Takes the next certificate number from the `certificates` settings (currentNumber + 1, stored
 * back in the same transaction, the row locked so two issues never share a number) and answers a
 * folio no certificate has yet (a counter set back by hand skips the folios already used).
 * The caller invalidates the settings cache after the commit.
 */
export async function reserveFolio(app: FastifyInstance, tx: Db, year: number): Promise<string> {
  await lockGroup(app, 'certificates', tx);
  const settings = await loadGroup(app, 'certificates', tx);
  let n = settings.currentNumber;
  let folio: string;
  for (;;) {
    n += 1;
    folio = formatFolio(settings.prefix, year, n);
    const [taken] = await tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.folio, folio)).limit(1);
    if (!taken) break;
  }
  await saveGroup(app, 'certificates', { ...settings, currentNumber: n }, null, tx);
  return folio;
}
