import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db';

/**
 * The next free student code of the year, `A<year>-<4+ digits>` (A2026-0001, A2026-0002, …).
 * Codes are unique (index on upper(student_code)); callers insert inside a transaction and retry on conflict.
 */
export async function nextStudentCode(db: Db, now: Date = new Date()): Promise<string> {
  const prefix = `A${now.getFullYear()}-`;
  const [{ last }] = await rows<{ last: number | null }>(
    db,
    sql`select max(substring(upper(student_code) from ${`^${prefix}(\\d+)$`})::int) as last
        from users where upper(student_code) like ${`${prefix}%`}`,
  );
  return `${prefix}${String((last ?? 0) + 1).padStart(4, '0')}`;
}

/** Runs `fn` again when a concurrent insert took the same unique value (23505), up to `attempts` times. */
export async function retryOnUniqueViolation<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
      if (code !== '23505' || i >= attempts) throw err;
    }
  }
}
