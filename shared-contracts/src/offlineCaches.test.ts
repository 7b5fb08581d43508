import { answersCacheName, cacheAccountOf, isPersonalCache, keptFilesCacheName } from './offlineCaches';

function token(claims: Record<string, unknown>): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256' })}.${enc(claims)}.sig`;
}

describe("an account's caches on the device", () => {
  it('are named after the account of the token, and none for a token that names no plain account', () => {
    expect(cacheAccountOf(token({ sub: '42' }))).toBe('42');
    expect(cacheAccountOf(token({ sub: 7 }))).toBe('7');
    expect(cacheAccountOf(token({ sub: 'ana.quispe@inpro.pe' }))).toBe('ana.quispe@inpro.pe');
    expect(cacheAccountOf(token({ sub: '../otra cuenta' }))).toBeNull();
    expect(cacheAccountOf(token({ sub: 'x'.repeat(101) }))).toBeNull();
    expect(cacheAccountOf(token({ email: 'sin@sub.pe' }))).toBeNull();
    expect(cacheAccountOf('no-es-un-token')).toBeNull();
    expect(cacheAccountOf(null)).toBeNull();
    expect(keptFilesCacheName('42')).toBe('inpro-kept-42');
    expect(answersCacheName('42')).toBe('inpro-api-42');
  });

  it('are the answers and the kept files, not the site files', () => {
    expect(isPersonalCache(answersCacheName('42'))).toBe(true);
    expect(isPersonalCache(keptFilesCacheName('42'))).toBe(true);
    expect(isPersonalCache('inpro-files-v1')).toBe(false);
    expect(isPersonalCache('inpro-pages-v1')).toBe(false);
    expect(isPersonalCache('workbox-precache-v2')).toBe(false);
  });
});
