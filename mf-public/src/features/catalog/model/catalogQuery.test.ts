import { filterParams, readCatalogQuery, writeCatalogQuery } from './catalogQuery';

describe('catalogue query in the URL', () => {
  it('reads the filters and falls back to the defaults', () => {
    expect(readCatalogQuery(new URLSearchParams('q=%20penal%20&area=Derecho%20Penal&level=Avanzado&sort=rating'))).toEqual({
      q: 'penal',
      area: 'Derecho Penal',
      level: 'Avanzado',
      sort: 'rating',
    });
    expect(readCatalogQuery(new URLSearchParams('level=Experto&sort=random'))).toEqual({ q: '', area: '', level: '', sort: 'popular' });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeCatalogQuery({ q: '', area: '', level: '', sort: 'popular' }).toString()).toBe('');
    expect(writeCatalogQuery({ q: ' civil ', area: 'Civil', level: 'Básico', sort: 'price_desc' }).toString()).toBe(
      'q=civil&area=Civil&level=B%C3%A1sico&sort=price_desc',
    );
  });

  it('builds the server parameters of a page of 12', () => {
    expect(filterParams({ q: '', area: '', level: '', sort: 'popular' }, 0)).toEqual({ sort: 'popular', page: 0, size: 12 });
    expect(filterParams({ q: 'x', area: 'A', level: 'Intermedio', sort: 'hours' }, 2)).toEqual({
      q: 'x',
      area: 'A',
      level: 'Intermedio',
      sort: 'hours',
      page: 2,
      size: 12,
    });
  });
});
