import {
  isAsciiWordChar,
  legacyCrc32,
  minSharedTrigrams,
  trigramSequence,
  trigramSet,
  wordSimilarity,
  wordSimilarityReaches,
} from './trigrams';

// Word characters of the strings below as PostgreSQL 15 and PGlite (C.UTF-8) see them: é, º, ƿ and ȝ
// are letters; '²' and '–' are not.
const isWordChar = (cp: number) => isAsciiWordChar(cp) || [0xe9, 0xba, 0x1bf, 0x21d].includes(cp);

/** A trigram as show_trgm prints it: its three characters when they are ASCII letters, digits or spaces, else its number in hex. */
function shown(key: number): string {
  const bytes = [key >> 16, (key >> 8) & 0xff, key & 0xff];
  const printable = bytes.every((b) => b === 0x20 || (b < 0x80 && isAsciiWordChar(b)));
  return printable ? String.fromCharCode(...bytes) : `0x${key.toString(16).padStart(6, '0')}`;
}

describe('pg_trgm in TypeScript', () => {
  it('makes the trigrams show_trgm shows (values from PostgreSQL 15)', () => {
    const cases: Record<string, string[]> = {
      aéa: ['0xa285e0', '0xcf8a8e', '  a', '0x25e202'],
      ƿynn: ['0x8bd071', '0xd6aff9', '0x0f4768', 'nn ', 'ynn'],
      'nº 5': ['0x8cbfad', '  5', '  n', ' 5 ', '0x65c98c'],
      'd.leg.': ['  d', '  l', ' d ', ' le', 'eg ', 'leg'],
      'curso–taller': ['  c', '  t', ' cu', ' ta', 'all', 'cur', 'er ', 'ler', 'lle', 'rso', 'so ', 'tal', 'urs'],
      'x²': ['  x', ' x '],
      '': [],
    };
    for (const [text, expected] of Object.entries(cases)) {
      expect({ text, trigrams: trigramSet(text, isWordChar).map(shown).sort() }).toEqual({ text, trigrams: [...expected].sort() });
    }
  });

  it('keeps the order and the repeats of the text (for the word similarity)', () => {
    expect(trigramSequence('ab ab', isWordChar).map(shown)).toEqual(['  a', ' ab', 'ab ', '  a', ' ab', 'ab ']);
  });

  it("computes PostgreSQL's legacy CRC-32", () => {
    // The hashed trigram ' aé' of 'aéa' is 0xcf8a8e or 0xa285e0 or 0x25e202: its CRC's low three bytes.
    const crc = legacyCrc32(Buffer.from(' aé', 'utf8'));
    const key = ((crc & 0xff) << 16) | (((crc >>> 8) & 0xff) << 8) | ((crc >>> 16) & 0xff);
    expect(['0xa285e0', '0xcf8a8e', '0x25e202']).toContain(shown(key));
  });

  it('computes word_similarity and <% as PostgreSQL 15 does (float4 values)', () => {
    const cases: Array<[string, string, number, boolean]> = [
      ['word', 'two words', 0.8, true],
      ['conciliacion', 'curso de conciliadores extrajudiciales', 0.61538464, true],
      ['constitucinal', 'derecho constitucional', 0.71428573, true],
      ['familia', 'fami lia', 0.54545456, false],
      ['laboral', 'laboralista', 0.875, true],
      ['arbitraje', 'arbitros', 0.6, true],
      ['penal', 'pena', 0.6666667, true],
      ['nºa', 'curso nº 5', 0.5, false],
      ['ƿynn', 'ƿyn ȝogh', 0.6, true],
      ['abc', '', 0, false],
      ['', 'abc', 0, false],
      ['d.leg', 'd.leg. 1057', 1, true],
      ['aaaa', 'aaa aaaa aa', 1, true],
    ];
    for (const [q, text, similarity, operator] of cases) {
      const query = trigramSet(q, isWordChar);
      const seq = trigramSequence(text, isWordChar);
      expect({ q, text, similarity: wordSimilarity(query, seq) }).toEqual({ q, text, similarity: Math.fround(similarity) });
      expect({ q, text, operator: wordSimilarityReaches(query, seq, 0.6) }).toEqual({ q, text, operator });
    }
  });

  it('tells how many trigrams a text must share to reach the threshold', () => {
    expect(minSharedTrigrams(5, 0.6)).toBe(3); // 3/5 as a float4 is 0.6000000238 ≥ 0.6
    expect(minSharedTrigrams(13, 0.6)).toBe(8);
    expect(minSharedTrigrams(0, 0.6)).toBe(Infinity);
    expect(minSharedTrigrams(4, 1.1)).toBe(Infinity);
  });
});
