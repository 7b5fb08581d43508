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

/** Words this short are matched as written only: their trigrams say too little. */
const NEAR_MIN_LENGTH = 4;

/** A search word that may also match a near word: 4 characters or more and no digit (numbers and codes match as written). */
export function isNearWord(w: string): boolean {
  return w.length >= NEAR_MIN_LENGTH && !/\d/.test(w);
}

/**
 * Catalogue search: every word of `q` is found as written (accent- and case-insensitive) or as a
 * near word, by pg_trgm word similarity ≥ 0.6 (`<%`, served by the trigram index: migration 0009
 * tells the planner what the operator costs): 'conciliacion' finds 'Conciliadores', 'arbitraje'
 * finds 'Árbitros', 'constitucinal' finds 'Constitucional'. Undefined when `q` is empty.
 */
export function nearSearchCondition(column: AnyPgColumn | SQL, q: string | undefined | null): SQL | undefined {
  const words = searchWords(q);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) =>
      // Short words, numbers and codes (anything with a digit) match only as written.
      isNearWord(w)
        ? sql`(${column} LIKE '%' || inpro_fold(${escapeLike(w)}) || '%' OR inpro_fold(${w}) <% ${column})`
        : sql`${column} LIKE '%' || inpro_fold(${escapeLike(w)}) || '%'`,
    ),
  );
}

/**
 * How well a row matches `q`, to rank the results: per word, 3 when the title holds it as written,
 * 2 when another field does, 1 when only a near word matches. Cheap (no similarity is
 * computed). Undefined when `q` is empty.
 */
export function searchRelevance(column: AnyPgColumn | SQL, title: AnyPgColumn | SQL, q: string | undefined | null): SQL | undefined {
  const words = searchWords(q);
  if (!words.length) return undefined;
  const parts = words.map(
    (w) => sql`(case
      when inpro_fold(${title}) like '%' || inpro_fold(${escapeLike(w)}) || '%' then 3
      when ${column} like '%' || inpro_fold(${escapeLike(w)}) || '%' then 2
      else 1 end)`,
  );
  return sql.join(parts, sql` + `);
}
