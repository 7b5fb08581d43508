import { NEXT_PATH_MAX, safeNextPath } from './safeNext';

describe('safeNextPath: where a sign-in may return to', () => {
  it.each([
    '/checkout?courseId=4',
    '/aula',
    '/curso/derecho-penal-2026',
    '/cursos?q=penal&page=2#lista',
    '/@example.org', // a path of this site, not user-info
    '/cursos?q=derecho%2Bpenal',
  ])('keeps the site path %j', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  // The usual open-redirect bypass list (OWASP, PortSwigger): each one must be refused.
  it.each([
    // another origin, plainly
    '//example.org',
    '///example.org',
    '////example.org/',
    'https://example.org',
    'http:example.org',
    'HTTPS://example.org',
    'example.org',
    // tabs, newlines, carriage returns, spaces and NUL, raw and as the browser would read them
    '/\t/example.org/',
    '/\n/example.org/',
    '/\r/example.org/',
    '/ /example.org/',
    '\t//example.org',
    ' /example.org',
    '/\u0000/example.org',
    '/%09/example.org/',
    '/%0a/example.org/',
    '/%0d/example.org/',
    '/%00/example.org/',
    '/%20/example.org/',
    // backslashes, raw and encoded
    '/\\example.org',
    '/\\/example.org',
    '\\\\example.org',
    '/%5cexample.org',
    '/%5C%5Cexample.org',
    // encoded slashes
    '/%2f%2fexample.org',
    '/%2F/example.org',
    '%2f%2fexample.org',
    '/aula/../%2f%2fexample.org',
    // scripts and data
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/javascript:alert(1)//%0a',
    'data:text/html,<script>alert(1)</script>',
    // user-info
    '//inpro.edu.pe@example.org',
    'https://inpro.edu.pe@example.org/',
    '/\\inpro.edu.pe@example.org',
    // Unicode look-alikes of / \ . and invisible characters, raw and encoded
    '/\uff0f\uff0fexample.org', // fullwidth solidus
    '/\u2215\u2215example.org', // division slash
    '/\u29f5example.org', // reverse solidus operator
    '/\u3002example\u3002org', // ideographic full stop
    '/\u200b/example.org', // zero-width space
    '/\u00a0/example.org', // no-break space
    '/%ef%bc%8f%ef%bc%8fexample.org',
    '/%e2%80%8b/example.org',
    // nothing, or too long
    '',
    '/'.padEnd(NEXT_PATH_MAX + 1, 'a'),
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('refuses what is not text', () => {
    for (const v of [null, undefined, 42, ['/aula'], { path: '/aula' }]) expect(safeNextPath(v)).toBeNull();
  });
});
