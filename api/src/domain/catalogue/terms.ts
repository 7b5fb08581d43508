import { stemmer } from '@orama/stemmers/spanish';

/**
 * How catalogue texts and searches become index terms (the same for both): words split at anything
 * that is not a letter or digit, folded (lower case, accents off: 'Árbitros' → 'arbitros', 'ñ' → 'n',
 * as inpro_fold), Spanish stop words dropped, and each word of four letters or more also indexed by
 * its Spanish stem (Snowball, @orama/stemmers): 'Conciliadores' and 'Conciliación' both give 'concili'.
 */

/** Words that say nothing about a course (a search for them alone shows the whole catalogue). */
const STOP_WORDS = new Set(
  'a al ante con contra de del desde e el en entre la las lo los o para por sin sobre su sus u un una y'.split(' '),
);

/** At most this many words of a search count (as before: the rest is ignored). */
const MAX_SEARCH_WORDS = 8;

/** Words this short are matched as written (or as the start of a word), never as a near word. */
const NEAR_MIN_LENGTH = 4;

const SPLIT = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}+/gu;
const DIGIT = /\d/;

/** Lower case without accents: what inpro_fold does in the database. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** The words of a text (letters and digits), as written. */
export function tokenize(text: string): string[] {
  return text.split(SPLIT).filter(Boolean);
}

/**
 * The Snowball stemmer reads Spanish spelling: '-ción' is a suffix, '-cion' is not. A word typed
 * without its accent gets it back first, so 'conciliacion' stems like 'conciliación'.
 */
function withSuffixAccent(word: string): string {
  return word.replace(/([cs])ion$/, '$1ión').replace(/logia$/, 'logía');
}

/** A word that may match near words (typos) and stems: four letters or more, no digit (codes and numbers match as written). */
function isNearWord(folded: string): boolean {
  return folded.length >= NEAR_MIN_LENGTH && !DIGIT.test(folded);
}

/** The Spanish stem of a folded word, folded. */
function stem(folded: string): string {
  return fold(stemmer(withSuffixAccent(folded)));
}

/** The index terms of one word: its folded form and, for a near word, its stem; null for a stop word. */
export function indexTerms(word: string): string | string[] | null {
  const folded = fold(word);
  if (!folded || STOP_WORDS.has(folded)) return null;
  if (!isNearWord(folded)) return folded;
  const stemmed = stem(folded);
  return stemmed === folded ? folded : [folded, stemmed];
}

/**
 * One word of a search: its folded form, and the term it is looked up by: its stem for a near word
 * (the index holds every word's stem too, and the stem as a prefix also finds the word's other
 * forms and a word typed in part), else the folded word.
 */
export interface SearchWord {
  folded: string;
  term: string;
  near: boolean;
}

/** The words of a search that count (at most 8, stop words out, each word at most 60 characters). */
export function searchWords(q: string | undefined | null): SearchWord[] {
  const words: SearchWord[] = [];
  for (const word of tokenize(String(q ?? '').slice(0, 600))) {
    const folded = fold(word.slice(0, 60));
    if (!folded || STOP_WORDS.has(folded) || words.some((w) => w.folded === folded)) continue;
    const near = isNearWord(folded);
    words.push({ folded, term: near ? stem(folded) : folded, near });
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return words;
}
