/**
 * pg_trgm's trigrams and its `<%` operator (word similarity ≥ threshold) in TypeScript, so the
 * catalogue snapshot decides a near word exactly as PostgreSQL does. Written from pg_trgm's
 * trgm_op.c (generate_trgm_only, make_trigrams, compact_trigram, calc_word_similarity,
 * iterate_word_similarity); the unit tests compare it with values PostgreSQL computed.
 *
 * - A text's words are its maximal runs of word characters: ASCII letters and digits, and the other
 *   characters the database's locale calls letters or digits (`isWordChar`, asked of the database).
 * - Each word is padded with two spaces before and one after, and gives the windows of three
 *   characters of the padded word, in order. A window of three ASCII characters is kept as its three
 *   bytes; any other is reduced to three bytes of the legacy CRC-32 of its UTF-8 bytes (as on a
 *   little-endian server). A trigram is the integer byte0 << 16 | byte1 << 8 | byte2 here, the
 *   number show_trgm prints for a hashed trigram.
 * - pg_trgm lowercases every word first. The texts given here are already folded by inpro_fold
 *   (lower(unaccent(…))) in the same database, and lowercasing a lowercase text changes nothing.
 */

/** True when a code point is a word character (a letter or a digit) for pg_trgm. */
export type WordCharTest = (codePoint: number) => boolean;

const SPACE = 0x20;

/** ASCII letters and digits: word characters in every locale. */
export function isAsciiWordChar(cp: number): boolean {
  return (cp >= 0x30 && cp <= 0x39) || (cp >= 0x61 && cp <= 0x7a) || (cp >= 0x41 && cp <= 0x5a);
}

// PostgreSQL's pg_crc32_table: the usual CRC-32 table (polynomial 0xEDB88320).
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** PostgreSQL's legacy CRC-32 (INIT/COMP/FIN_LEGACY_CRC32: the table above used the "reflected" way). */
export function legacyCrc32(bytes: ArrayLike<number>): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) crc = (CRC_TABLE[((crc >>> 24) ^ bytes[i]) & 0xff] ^ (crc << 8)) >>> 0;
  return (crc ^ 0xffffffff) >>> 0;
}

function pushUtf8(out: number[], cp: number): void {
  if (cp < 0x80) out.push(cp);
  else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f));
  else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
  else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
}

/** The trigram of three characters (compact_trigram): their bytes when ASCII, else three bytes of their CRC. */
export function trigramKey(a: number, b: number, c: number): number {
  if (a < 0x80 && b < 0x80 && c < 0x80) return (a << 16) | (b << 8) | c;
  const bytes: number[] = [];
  pushUtf8(bytes, a);
  pushUtf8(bytes, b);
  pushUtf8(bytes, c);
  const crc = legacyCrc32(bytes);
  // The first three bytes of the CRC in memory (little-endian), read as byte0 << 16 | byte1 << 8 | byte2.
  return ((crc & 0xff) << 16) | (((crc >>> 8) & 0xff) << 8) | ((crc >>> 16) & 0xff);
}

/** The words of `text` (runs of word characters) as arrays of code points. */
export function trigramWords(text: string, isWordChar: WordCharTest): number[][] {
  const words: number[][] = [];
  let word: number[] | null = null;
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (isWordChar(cp)) (word ??= []).push(cp);
    else if (word) {
      words.push(word);
      word = null;
    }
  }
  if (word) words.push(word);
  return words;
}

/** The trigrams of `text` in order, repeats included (generate_trgm_only). */
export function trigramSequence(text: string, isWordChar: WordCharTest): number[] {
  const out: number[] = [];
  for (const word of trigramWords(text, isWordChar)) {
    const padded = [SPACE, SPACE, ...word, SPACE];
    for (let i = 0; i + 2 < padded.length; i += 1) out.push(trigramKey(padded[i], padded[i + 1], padded[i + 2]));
  }
  return out;
}

/** The distinct trigrams of `text` (generate_trgm, in no particular order). */
export function trigramSet(text: string, isWordChar: WordCharTest): number[] {
  return [...new Set(trigramSequence(text, isWordChar))];
}

/** CALCSML with DIVUNION: count / (len1 + len2 - count), in single precision (float4). */
function calcSml(count: number, len1: number, len2: number): number {
  return Math.fround(count / (len1 + len2 - count));
}

/**
 * pg_trgm's word_similarity(query, text) from the query's distinct trigrams and the text's trigram
 * sequence (calc_word_similarity + iterate_word_similarity, plain word similarity). With a
 * `threshold` it stops as soon as the similarity reaches it, as the `<%` operator does
 * (WORD_SIMILARITY_CHECK_ONLY): the answer is then only good for comparing with that threshold.
 */
export function wordSimilarity(query: readonly number[], text: ArrayLike<number>, threshold?: number): number {
  // Number the distinct trigrams of both (the C code sorts them; only equality matters here).
  const group = new Map<number, number>();
  const found: number[] = [];
  for (const t of query) {
    if (!group.has(t)) {
      group.set(t, found.length);
      found.push(1);
    }
  }
  const ulen1 = found.length;
  const trg2indexes = new Int32Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    let g = group.get(text[i]);
    if (g === undefined) {
      g = found.length;
      group.set(text[i], g);
      found.push(0);
    }
    trg2indexes[i] = g;
  }
  return iterateWordSimilarity(trg2indexes, 0, text.length, found, new Int32Array(found.length).fill(-1), ulen1, threshold);
}

/**
 * iterate_word_similarity for plain word similarity, step by step as in pg_trgm. The text is
 * trg2indexes[from … to): each trigram as the number of its group (equal trigrams, equal numbers);
 * found[g] is 1 when group g is a trigram of the query; ulen1 is the number of distinct trigrams of
 * the query; lastpos is scratch space of at least as many entries as groups, set to -1 by the caller.
 */
export function iterateWordSimilarity(
  trg2indexes: ArrayLike<number>,
  from: number,
  to: number,
  found: ArrayLike<number>,
  lastpos: Int32Array,
  ulen1: number,
  threshold?: number,
): number {
  const checkOnly = threshold !== undefined;
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let smlrMax = 0;
  for (let i = 0; i < to - from; i += 1) {
    const trgindex = trg2indexes[from + i];
    // Update the last position of this trigram.
    if (lower >= 0 || found[trgindex]) {
      if (lastpos[trgindex] < 0) {
        ulen2 += 1;
        if (found[trgindex]) count += 1;
      }
      lastpos[trgindex] = i;
    }
    // A trigram of the query moves the upper bound of the extent.
    if (!found[trgindex]) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let smlrCur = calcSml(count, ulen1, ulen2);
    // Try to move the lower bound for a greater similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower += 1) {
      const smlrTmp = calcSml(tmpCount, ulen1, tmpUlen2);
      if (smlrTmp > smlrCur) {
        smlrCur = smlrTmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      if (checkOnly && smlrCur >= threshold) break;
      const tmpTrgindex = trg2indexes[from + tmpLower];
      if (lastpos[tmpTrgindex] === tmpLower) {
        tmpUlen2 -= 1;
        if (found[tmpTrgindex]) tmpCount -= 1;
      }
    }
    smlrMax = smlrMax > smlrCur ? smlrMax : smlrCur;
    if (checkOnly && smlrMax >= threshold) break;
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower += 1) {
      const tmpTrgindex = trg2indexes[from + tmpLower];
      if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1;
    }
  }
  return smlrMax;
}

/** `query <% text`: word_similarity(query, text) ≥ threshold, as the operator computes it. */
export function wordSimilarityReaches(query: readonly number[], text: ArrayLike<number>, threshold: number): boolean {
  return wordSimilarity(query, text, threshold) >= threshold;
}

/**
 * The fewest trigrams a text must share with a query of `queryTrigrams` distinct trigrams for
 * `query <% text` to hold: the similarity is count / (ulen1 + ulen2 - count) with count ≤ shared
 * and ulen2 ≥ count, so it is at most shared / ulen1. Infinity when no text can reach the threshold.
 */
export function minSharedTrigrams(queryTrigrams: number, threshold: number): number {
  for (let k = 0; k <= queryTrigrams; k += 1) if (queryTrigrams > 0 && Math.fround(k / queryTrigrams) >= threshold) return k;
  return Infinity;
}
