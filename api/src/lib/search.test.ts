import { searchWords } from './search';

describe('catalogue search words', () => {
  it('splits the search into at most 8 words of at most 60 characters', () => {
    expect(searchWords('  derecho   penal ')).toEqual(['derecho', 'penal']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('x'.repeat(100))[0]).toHaveLength(60);
  });
});
