import { downloadHref, isVideo, resourceHref, resourceTypeLabel } from './resourceLinks';

const apiUrl = (p: string) => `http://site.test/api${p}`;

describe('resource links', () => {
  it.each([
    ['https://youtu.be/x', 'https://youtu.be/x'],
    ['HTTP://a.pe/b', 'HTTP://a.pe/b'],
    ['/files/units/3/a.pdf?u=1', 'http://site.test/api/files/units/3/a.pdf?u=1'],
    ['files/units/3/a.pdf', 'http://site.test/api/files/units/3/a.pdf'],
    ['', null],
    [null, null],
  ])('resourceHref(%p) → %p', (url, href) => {
    expect(resourceHref(url, apiUrl)).toBe(href);
  });

  it('downloads stored files through the files path as an attachment; links have no download', () => {
    expect(downloadHref({ url: '/files/units/3/a.pdf?u=1&sig=x', fileName: 'a.pdf' }, apiUrl)).toBe(
      'http://site.test/api/files/units/3/a.pdf?u=1&sig=x&download=1',
    );
    expect(downloadHref({ url: '/files/units/3/a.pdf', fileName: 'a.pdf' }, apiUrl)).toBe(
      'http://site.test/api/files/units/3/a.pdf?download=1',
    );
    expect(downloadHref({ url: 'https://x.pe', fileName: null }, apiUrl)).toBeNull();
  });

  it('labels types in Spanish', () => {
    expect(resourceTypeLabel('IFRAME')).toBe('Video');
    expect(resourceTypeLabel('exam')).toBe('Examen');
    expect(resourceTypeLabel('pdf')).toBe('PDF');
    expect(resourceTypeLabel('odt')).toBe('ODT');
    expect(isVideo({ type: 'IFRAME' })).toBe(true);
  });
});
