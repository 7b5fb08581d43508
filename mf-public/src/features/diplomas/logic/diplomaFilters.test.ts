import { DEFAULT_FILTERS, diplomaSearch } from './diplomaFilters';

describe('diplomaSearch', () => {
  it('asks the server for everything, most popular first, by default', () => {
    expect(diplomaSearch(DEFAULT_FILTERS)).toEqual({ q: undefined, modality: undefined, sort: 'popular' });
  });
  it('sends the trimmed words, the modality and the price order', () => {
    expect(diplomaSearch({ q: '  derecho penal ', modality: 'Virtual', sort: 'asc' })).toEqual({
      q: 'derecho penal',
      modality: 'Virtual',
      sort: 'price_asc',
    });
    expect(diplomaSearch({ ...DEFAULT_FILTERS, sort: 'desc' }).sort).toBe('price_desc');
  });
});
