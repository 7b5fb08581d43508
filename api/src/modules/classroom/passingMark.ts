import { eq } from 'drizzle-orm';
import { DEFAULT_PASSING_MARK, MAX_GRADE, MIN_GRADE } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { settings } from '../../db/schema';

/**
 * The passing mark of the 0–20 scale: `academic.passingMark` of the settings when it is a valid
 * grade, else 11. The one place that reads it (switch to the settings service when it lands).
 */
export async function passingMark(db: Db): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'academic')).limit(1);
  const mark = Number((row?.value as { passingMark?: unknown } | undefined)?.passingMark);
  return Number.isFinite(mark) && mark >= MIN_GRADE && mark <= MAX_GRADE ? mark : DEFAULT_PASSING_MARK;
}
