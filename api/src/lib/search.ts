import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Splits a search text into at most 8 words. */
export function searchWords(q: string | undefined | null): string[] {
  return String(q ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => w.slice(0, 60));
}

/**
 * Accent- and case-insensitive match of every word of `q` inside a folded `search_text` column
 * (inpro_fold = lower(unaccent(...)), trigram-indexed). Undefined when `q` is empty.
 */
export function searchCondition(column: AnyPgColumn | SQL, q: string | undefined | null): SQL | undefined {
  const words = searchWords(q);
  if (!words.length) return undefined;
  return and(...words.map((w) => sql`${column} LIKE '%' || inpro_fold(${escapeLike(w)}) || '%'`));
}

/**
 * `column` is one of `ids` (a search's matches found by the catalogue index): one array parameter,
 * whatever the number of ids. A filter on ids, never a text match.
 */
export function oneOfIds(column: AnyPgColumn | SQL, ids: readonly number[]): SQL {
  return sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
}
