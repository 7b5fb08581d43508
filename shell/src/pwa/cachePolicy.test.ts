import { accountOfToken, cachePolicy, filesLoadedBefore, isCurrentCache, offlineDocumentFor, type RequestFacts } from './cachePolicy';

const ORIGIN = 'https://inpro.edu.pe';

function policy(path: string, facts: Partial<Omit<RequestFacts, 'url'>> = {}) {
  return cachePolicy({ url: new URL(path, ORIGIN), method: 'GET', mode: 'cors', origin: ORIGIN, signedIn: false, ...facts });
}

function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `Bearer ${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

describe('what the service worker caches', () => {
  it('keeps the immutable files cache first: hashed shell chunks and the chunks of a remote version', () => {
    expect(policy('/325.8728a388f1.js')).toBe('immutable');
    expect(policy('/52.660721e50f.css')).toBe('immutable');
    expect(policy('/remotes/mf-aula/1.4.0/785.f8463e8fd8.js')).toBe('immutable');
    expect(policy('/remotes/mf-public/1.0.0-e2e.1/sub/a.css')).toBe('immutable');
  });

  it('goes to the network first for whatever decides which version runs', () => {
    expect(policy('/aula', { mode: 'navigate' })).toBe('network-first');
    expect(policy('/', { mode: 'navigate' })).toBe('network-first');
    expect(policy('/remotes.json')).toBe('network-first');
    expect(policy('/main.js')).toBe('network-first');
    expect(policy('/manifest.webmanifest')).toBe('network-first');
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'main.js', 'inpro-meta.json']) {
      expect([file, policy(`/remotes/mf-aula/1.4.0/${file}`)]).toEqual([file, 'network-first']);
    }
  });

  it('leaves writes, other origins, source maps and unknown /remotes paths to the browser', () => {
    expect(policy('/325.8728a388f1.js', { method: 'POST' })).toBe('none');
    expect(policy('https://cdn.example.com/remotes/mf-aula/1.4.0/785.f8463e8fd8.js')).toBe('none');
    expect(policy('/325.8728a388f1.js.map')).toBe('none');
    expect(policy('/remotes/')).toBe('none');
  });

  it('caches the API only for the signed-in student reads, never the live stream, files or public calls', () => {
    expect(policy('/api/student/home', { signedIn: true })).toBe('personal');
    expect(policy('/api/my/courses', { signedIn: true })).toBe('personal');
    expect(policy('/api/me/profile', { signedIn: true })).toBe('personal');
    expect(policy('/api/materials/courses/12/units', { signedIn: true })).toBe('personal');
    expect(policy('/api/materials/units/7/resources', { signedIn: true })).toBe('personal');
    expect(policy('/api/materials/upload-limits', { signedIn: true })).toBe('none');
    expect(policy('/api/materials/units/7/resources')).toBe('none');
    expect(policy('/api/files/units/7/silabo.pdf', { signedIn: true })).toBe('none');
    expect(policy('/api/student/resources/3/file', { signedIn: true })).toBe('none');
    expect(policy('/api/student/home')).toBe('none');
    expect(policy('/api/me/events', { signedIn: true })).toBe('none');
    expect(policy('/api/files/abc', { signedIn: true })).toBe('none');
    expect(policy('/api/courses', { signedIn: true })).toBe('none');
    expect(policy('/api/admin/users', { signedIn: true })).toBe('none');
    expect(policy('/api/student/attempts', { signedIn: true, method: 'POST' })).toBe('none');
  });

  it("names each account's cache after its token, and nothing for a token it cannot read", () => {
    expect(accountOfToken(token({ sub: 'ana.quispe' }))).toBe('ana.quispe');
    expect(accountOfToken(token({ sub: 42 }))).toBe('42');
    expect(accountOfToken(token({ sub: '../x y' }))).toBeNull();
    expect(accountOfToken(token({ name: 'sin sub' }))).toBeNull();
    expect(accountOfToken('Bearer not-a-jwt')).toBeNull();
    expect(accountOfToken('Basic abc')).toBeNull();
    expect(accountOfToken(null)).toBeNull();
  });

  it("tells the current caches from an older worker's", () => {
    expect(isCurrentCache('inpro-files-v1')).toBe(true);
    expect(isCurrentCache('inpro-pages-v1')).toBe(true);
    expect(isCurrentCache('inpro-api-ana.quispe')).toBe(true);
    expect(isCurrentCache('inpro-kept-ana.quispe')).toBe(true);
    expect(isCurrentCache('inpro-files-v0')).toBe(false);
  });

  it('opens, offline, a signed-in page never loaded as a page from the latest cached page of its area', () => {
    const cached = ['/', '/aula/miscursos', '/contacto', '/prof', '/aula', '/aula/login'];
    expect(offlineDocumentFor('/aula/notas', cached)).toBe('/aula');
    expect(offlineDocumentFor('/aula/materiales/3/unidad/8', ['/aula/miscursos'])).toBe('/aula/miscursos');
    expect(offlineDocumentFor('/prof/cursos', cached)).toBe('/prof');
    // Public pages are prerendered, each its own; the sign-in page is public.
    expect(offlineDocumentFor('/cursos', cached)).toBeNull();
    expect(offlineDocumentFor('/aula/login', cached)).toBeNull();
    expect(offlineDocumentFor('/aula/notas', ['/aula/login', '/'])).toBeNull();
    expect(offlineDocumentFor('/admin', cached)).toBeNull();
  });

  it('hands the worker the same-origin files a first visit loaded, never the API', () => {
    expect(
      filesLoadedBefore(
        [
          `${ORIGIN}/aula#arriba`,
          `${ORIGIN}/main.js`,
          `${ORIGIN}/main.js`,
          `${ORIGIN}/api/student/home`,
          'https://cdn.example.com/x.js',
          'no es una URL',
        ],
        ORIGIN,
      ),
    ).toEqual([`${ORIGIN}/aula`, `${ORIGIN}/main.js`]);
  });
});
