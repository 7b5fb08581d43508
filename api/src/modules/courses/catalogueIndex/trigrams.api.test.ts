import { sql } from 'drizzle-orm';
import { rows } from '../../../db';
import { describeEachDb } from '../../../test/testApp';
import { wordCharVerdicts } from './load';
import { isAsciiWordChar, trigramSet, trigramSequence, wordSimilarity, wordSimilarityReaches } from './trigrams';

/** trigrams.ts against the database's own pg_trgm, on random lowercase texts with accents, hashed letters and punctuation. */

const ALPHABET = 'abcdeilnoprstu0123456789    ..-éñºƿȝ²–øß';

function random(seed: number) {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a * 1664525 + 1013904223) >>> 0;
    return Math.floor((a / 4294967296) * n);
  };
}

describeEachDb('pg_trgm in TypeScript and in the database', (t) => {
  it('gives the same trigrams, word similarity and <% for random texts', async () => {
    const int = random(2026);
    const text = (len: number) => Array.from({ length: len }, () => ALPHABET[int(ALPHABET.length)]).join('');
    const pairs: Array<[string, string]> = [];
    for (let i = 0; i < 400; i += 1) {
      const haystack = text(5 + int(40));
      // Most queries are a piece of the text, often with one character changed, so that many are near.
      const at = int(haystack.length);
      const piece = haystack.slice(at, at + 4 + int(8));
      const change = int(piece.length);
      const roll = int(4);
      const query = roll === 0 ? text(2 + int(10)) : roll === 1 ? piece : piece.slice(0, change) + text(1) + piece.slice(change + 1);
      pairs.push([query, haystack]);
    }
    const verdicts = await wordCharVerdicts(t.db, new Set([...ALPHABET].map((c) => c.codePointAt(0) as number).filter((cp) => cp >= 0x80)));
    const isWordChar = (cp: number) => (cp < 0x80 ? isAsciiWordChar(cp) : verdicts.get(cp) === true);
    const answers = await rows<{ q: string; t: string; sim: number; op: boolean; trg: string[] }>(
      t.db,
      sql`select p->>0 as q, p->>1 as t, word_similarity(p->>0, p->>1) as sim, (p->>0) <% (p->>1) as op, show_trgm(p->>1) as trg
          from json_array_elements(${JSON.stringify(pairs)}::json) as p`,
    );
    expect(answers).toHaveLength(pairs.length);
    let near = 0;
    for (const a of answers) {
      const query = trigramSet(a.q, isWordChar);
      const seq = trigramSequence(a.t, isWordChar);
      expect({ q: a.q, t: a.t, sim: wordSimilarity(query, seq) }).toEqual({ q: a.q, t: a.t, sim: Math.fround(Number(a.sim)) });
      expect({ q: a.q, t: a.t, op: wordSimilarityReaches(query, seq, 0.6) }).toEqual({ q: a.q, t: a.t, op: a.op });
      expect(trigramSet(a.t, isWordChar).length).toBe(a.trg.length);
      if (a.op) near += 1;
    }
    expect(near).toBeGreaterThan(100);
  });
});
