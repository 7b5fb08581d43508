import { contentDisposition, filePath, signedFileUrl, verifyFileLink } from './signedUrl';

const SECRET = 's3cret';

function query(url: string) {
  return Object.fromEntries(new URL(url, 'http://x').searchParams) as Record<string, string>;
}

describe('signed file links', () => {
  const now = Date.UTC(2026, 10, 21, 10, 0, 0);

  it('builds the seed path with a signature that verifies for the same user', () => {
    const url = signedFileUrl(SECRET, 12, 'abc.pdf', 7, now);
    expect(url.startsWith('/files/units/12/abc.pdf?u=7&exp=')).toBe(true);
    expect(verifyFileLink(SECRET, 12, 'abc.pdf', query(url), now)).toEqual({ ok: true, userId: 7 });
  });

  it('is stable within the hour', () => {
    expect(signedFileUrl(SECRET, 1, 'a.pdf', 1, now)).toBe(signedFileUrl(SECRET, 1, 'a.pdf', 1, now + 20 * 60 * 1000));
  });

  it('refuses another file, user, secret, tampered or expired links', () => {
    const q = query(signedFileUrl(SECRET, 12, 'abc.pdf', 7, now));
    expect(verifyFileLink(SECRET, 12, 'other.pdf', q, now).ok).toBe(false);
    expect(verifyFileLink(SECRET, 13, 'abc.pdf', q, now).ok).toBe(false);
    expect(verifyFileLink('other', 12, 'abc.pdf', q, now).ok).toBe(false);
    expect(verifyFileLink(SECRET, 12, 'abc.pdf', { ...q, u: '8' }, now).ok).toBe(false);
    expect(verifyFileLink(SECRET, 12, 'abc.pdf', { ...q, exp: String(Number(q.exp) + 3600) }, now).ok).toBe(false);
    expect(verifyFileLink(SECRET, 12, 'abc.pdf', { ...q, sig: 'x' }, now).ok).toBe(false);
    expect(verifyFileLink(SECRET, 12, 'abc.pdf', {}, now).ok).toBe(false);
    expect(verifyFileLink(SECRET, 12, 'abc.pdf', q, Number(q.exp) * 1000 + 1).ok).toBe(false);
  });

  it('encodes odd file names in the path', () => {
    expect(filePath(3, 'a b.pdf')).toBe('/files/units/3/a%20b.pdf');
  });
});

describe('contentDisposition', () => {
  it('keeps the original name in UTF-8 with an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Sílabo Unidad 1.pdf')).toBe(
      `attachment; filename="Silabo Unidad 1.pdf"; filename*=UTF-8''S%C3%ADlabo%20Unidad%201.pdf`,
    );
  });
  it('neutralises quotes, slashes and line breaks', () => {
    expect(contentDisposition('inline', 'a"b/c\r\n.pdf')).toBe(`inline; filename="a_b_c__.pdf"; filename*=UTF-8''a_b_c__.pdf`);
  });
});
