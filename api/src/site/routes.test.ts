import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import Fastify, { FastifyInstance } from 'fastify';
import { DEFAULT_PUBLIC_SETTINGS, FIELD_SIGNALS_TICKET_PATTERN } from '@inpro/shared-contracts';
import { IMMUTABLE, NO_CACHE } from './static-files';
import { compressionPlugin } from '../plugins/compression';
import type { AppConfig } from '../config';
import { siteConfigRoute } from '../routes/site/config/get';
import { siteRoutes } from './routes';

let root: string;
let app: FastifyInstance;

async function write(rel: string, content: string | Buffer): Promise<void> {
  const file = path.join(root, rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'inpro-site-'));
  await write('shell/index.html', '<!doctype html><title>INPRO</title>');
  await write('shell/main.js', 'console.log("main")');
  await write('shell/remoteEntry.js', '/* shell entry */');
  await write('shell/123.0a1b2c3d4e.js', 'chunk'.repeat(400));
  await write(
    'artifacts/remotes.json',
    JSON.stringify({
      updatedAt: '2026-01-01T00:00:00.000Z',
      remotes: { 'mf-public': { name: 'mf_public', version: '1.0.0', entry: '/remotes/mf-public/1.0.0/mf-manifest.json' } },
    }),
  );
  await write('artifacts/mf-public/1.0.0/mf-manifest.json', '{"exposes":[]}');
  await write('artifacts/mf-public/1.0.0/remoteEntry.js', '/* entry */');
  await write('artifacts/mf-public/1.0.0/785.f8463e8fd8.js', '/* chunk */');
  await write('artifacts/mf-public/1.0.0/sub/a.css', 'a{}');
  await write('artifacts/mf-public/.1.1.0.123.tmp/remoteEntry.js', 'half copied');
  await write('secret.txt', 'top secret');

  app = await mount(Fastify());
});

/** Mounted like app.ts does: API modules under /api (with their own 404), site modules at the root. */
async function mount(server: FastifyInstance): Promise<FastifyInstance> {
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  await server.register(
    async (api) => {
      api.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Ruta no encontrada.' }));
      api.get('/health', async () => ({ status: 'ok' }));
      api.post('/contact', async () => ({ ok: true }));
      api.decorate('config', { contactEmail: 'informes@inpro.test', contactPhone: '+51 1 000 0000' } as AppConfig);
      siteConfigRoute(api);
    },
    { prefix: '/api' },
  );
  await server.register(siteRoutes, {
    shellDir: path.join(root, 'shell'),
    artifactsDir: path.join(root, 'artifacts'),
    contactEmail: 'informes@inpro.test',
    contactPhone: '+51 1 000 0000',
    remoteLoadTimeoutMs: 4321,
    loadTicketSecret: 'site-routes-test-secret',
  });
  await server.ready();
  return server;
}

afterEach(async () => {
  await app.close();
  await fs.rm(root, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('site plugin', () => {
  it('serves /remotes.json without caching, with the load time-out and a load ticket of its own', async () => {
    const res = await app.inject('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.json()).toEqual({
      updatedAt: '2026-01-01T00:00:00.000Z',
      remotes: { 'mf-public': { name: 'mf_public', version: '1.0.0', entry: '/remotes/mf-public/1.0.0/mf-manifest.json' } },
      loadTimeoutMs: 4321,
      loadTicket: expect.stringMatching(FIELD_SIGNALS_TICKET_PATTERN),
    });
    // One page load, one ticket.
    expect((await app.inject('/remotes.json')).json().loadTicket).not.toBe(res.json().loadTicket);
  });

  it('answers an empty manifest when nothing is deployed', async () => {
    await fs.rm(path.join(root, 'artifacts', 'remotes.json'));
    const res = await app.inject('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updatedAt: null, remotes: {}, loadTimeoutMs: 4321, loadTicket: expect.any(String) });
  });

  it('serves remote files: entries and manifests no-cache, chunks immutable', async () => {
    const entry = await app.inject('/remotes/mf-public/1.0.0/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    expect(entry.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(entry.body).toBe('/* entry */');
    const manifest = await app.inject('/remotes/mf-public/1.0.0/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect(manifest.headers['content-type']).toContain('application/json');
    const chunk = await app.inject('/remotes/mf-public/1.0.0/785.f8463e8fd8.js');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    await write('artifacts/mf-public/1.0.0+local.ab12cd34/remoteEntry.js', '/* local */');
    expect((await app.inject('/remotes/mf-public/1.0.0+local.ab12cd34/remoteEntry.js')).body).toBe('/* local */');
    const nested = await app.inject('/remotes/mf-public/1.0.0/sub/a.css');
    expect(nested.statusCode).toBe(200);
    expect(nested.headers['content-type']).toContain('text/css');
  });

  it('answers 404 for unknown remote files, versions, temp folders and traversal attempts', async () => {
    for (const url of [
      '/remotes/mf-public/1.0.0/nope.js',
      '/remotes/mf-public/9.9.9/remoteEntry.js',
      '/remotes/mf-public/.1.1.0.123.tmp/remoteEntry.js',
      '/remotes/mf-public/1.0.0/../../../secret.txt',
      '/remotes/mf-public/1.0.0/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mf-public/1.0.0/..%2f..%2f..%2fsecret.txt',
      '/remotes/..%2f..%2fsecret.txt',
      '/remotes/mf-public/1.0.0/sub',
      '/remotes/mf-public/1.0.0',
      '/remotes/other/1.0.0/remoteEntry.js',
    ]) {
      const res = await app.inject({ url, headers: html });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('top secret');
      expect(res.body).not.toContain('<title>');
    }
  });

  it('serves the shell: index and entry files no-cache, hashed chunks immutable', async () => {
    const index = await app.inject({ url: '/', headers: html });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe(NO_CACHE);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.body).toContain('<title>INPRO – Instituto Nacional de Profesionalización</title>');
    expect((await app.inject('/main.js')).headers['cache-control']).toBe(NO_CACHE);
    expect((await app.inject('/remoteEntry.js')).headers['cache-control']).toBe(NO_CACHE);
    const chunk = await app.inject('/123.0a1b2c3d4e.js');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves the service worker always revalidated, and the web app manifest with the brand colour', async () => {
    await write('shell/sw.js', 'self.skipWaiting();');
    const worker = await app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    // A new worker (a new shell) must be found on the next load, never a cached copy.
    expect(worker.headers['cache-control']).toBe(NO_CACHE);
    expect(worker.headers['content-type']).toMatch(/^application\/javascript/);
    const manifest = await app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.json()).toMatchObject({
      start_url: '/aula',
      scope: '/',
      display: 'standalone',
      lang: 'es-PE',
      theme_color: DEFAULT_PUBLIC_SETTINGS.branding.primaryColor,
    });
  });

  it('inlines remotes.json and the site configuration in the page, with a preload hint for its remote manifest', async () => {
    await write(
      'artifacts/remotes.json',
      JSON.stringify({
        updatedAt: '2026-01-01T00:00:00.000Z',
        remotes: {
          'mf-public': { name: 'mf_public', version: '1.0.0', entry: '/remotes/mf-public/1.0.0/mf-manifest.json' },
          'mf-aula': {
            name: 'mf_aula',
            version: '1.0.0',
            entry: '/remotes/mf-aula/1.0.0/mf-manifest.json',
            note: '</script><script>alert(1)</script>',
          },
        },
      }),
    );
    await write('shell/index.html', '<!doctype html><html><head><title>INPRO</title></head><body></body></html>');
    const res = await app.inject({ url: '/cursos', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    const inline = /<script id="inpro-remotes" type="application\/json">(.*?)<\/script>/.exec(res.body);
    expect(inline).not.toBeNull();
    expect(res.body).not.toContain('</script><script>alert(1)');
    const remotes = JSON.parse((inline as RegExpExecArray)[1]);
    const { loadTicket, ...manifest } = remotes;
    expect(loadTicket).toMatch(FIELD_SIGNALS_TICKET_PATTERN);
    expect(manifest).toEqual({ ...JSON.parse((await app.inject({ url: '/remotes.json' })).body), loadTicket: undefined });
    const config = /<script id="inpro-site-config" type="application\/json">(.*?)<\/script>/.exec(res.body);
    expect(JSON.parse((config as RegExpExecArray)[1])).toEqual({
      contactEmail: 'informes@inpro.test',
      contactPhone: '+51 1 000 0000',
      settings: DEFAULT_PUBLIC_SETTINGS,
    });
    // Without a database the default brand colours are inlined (the page still loads).
    expect(res.body).toContain('<style id="inpro-branding">html:root{--color-primary:#0b3d91;');
    expect(res.body).toContain('<link rel="preload" href="/remotes/mf-public/1.0.0/mf-manifest.json" as="fetch" crossorigin>');
    // No script hints: an unused failed script preload would break «Reintentar».
    expect(res.body).not.toContain('as="script"');
    expect(res.body.indexOf('inpro-remotes')).toBeLessThan(res.body.indexOf('</head>'));
    // A logged-in area's page gets its own remote's hint.
    const aula = await app.inject({ url: '/aula/cursos', headers: html });
    expect(aula.body).toContain('href="/remotes/mf-aula/1.0.0/mf-manifest.json"');
    expect(aula.body).not.toContain('href="/remotes/mf-public/');
    // A deploy shows on the next load: the page is built from the current remotes.json.
    await write('artifacts/remotes.json', JSON.stringify({ remotes: {} }));
    const empty = await app.inject({ url: '/', headers: html });
    expect(empty.body).not.toContain('rel="preload"');
    expect(empty.body).toContain('"remotes":{}');
  });

  it('sends the pages with a Content-Security-Policy that allows their inline script by hash', async () => {
    await write('shell/index.html', '<!doctype html><html><head><title>INPRO</title></head><body><script>boot()</script></body></html>');
    const res = await app.inject({ url: '/cursos', headers: html });
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update('boot()').digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('falls back to index.html for page routes that accept HTML', async () => {
    for (const url of ['/cursos', '/curso/12-derecho-penal', '/aula/login?e=exp', '/superadmin/', '/buscar?q=a.b']) {
      const res = await app.inject({ url, headers: html });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['cache-control']).toBe(NO_CACHE);
      // The page's own title (from the shared page table or the course) replaces the shell's.
      expect(res.body).toMatch(/<title>[^<]*INPRO[^<]*<\/title>/);
    }
  });

  it('does not fall back for /api, /remotes, missing files or non-HTML requests', async () => {
    const api = await app.inject({ url: '/api/nope', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Ruta no encontrada.' });
    expect((await app.inject({ url: '/api/health', headers: html })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'POST', url: '/api/contact', payload: {} })).json()).toEqual({ ok: true });
    const post = await app.inject({ method: 'POST', url: '/cursos', headers: html, payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: 'Recurso no encontrado.' });
    expect((await app.inject({ url: '/missing.js', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ url: '/cursos', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/../secret.txt', headers: html })).body).not.toContain('top secret');
  });

  it("revalidates with the ETag and sends the build's compressed copies when asked", async () => {
    const plain = 'chunk'.repeat(400);
    await write('shell/123.0a1b2c3d4e.js.gz', gzipSync(plain));
    await write('shell/123.0a1b2c3d4e.js.br', brotliCompressSync(plain));
    const first = await app.inject('/123.0a1b2c3d4e.js');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(first.headers.vary).toMatch(/^accept-encoding$/i);
    expect(first.body).toBe(plain);
    const again = await app.inject({ url: '/123.0a1b2c3d4e.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gz = await app.inject({ url: '/123.0a1b2c3d4e.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
    const br = await app.inject({ url: '/123.0a1b2c3d4e.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    // Never brotli to a client that refuses it, and the copies of a remote's version folder too.
    const noBr = await app.inject({ url: '/123.0a1b2c3d4e.js', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    await write('artifacts/mf-public/1.0.0/785.f8463e8fd8.js.br', brotliCompressSync('/* chunk */'));
    const remote = await app.inject({ url: '/remotes/mf-public/1.0.0/785.f8463e8fd8.js', headers: { 'accept-encoding': 'br' } });
    expect(remote.headers['content-encoding']).toBe('br');
    expect(remote.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(remote.rawPayload).toString()).toBe('/* chunk */');
  });

  it('compresses the page through the compression plugin, and leaves small and compressed files alone', async () => {
    const big = `<!doctype html><html><head><title>INPRO</title></head><body>${'<p>Derecho</p>'.repeat(300)}</body></html>`;
    await write('shell/index.html', big);
    await write('shell/big.0a1b2c3d4e.js', 'export const x = "INPRO";\n'.repeat(300));
    const site = Fastify();
    await site.register(compressionPlugin);
    await mount(site);
    try {
      for (const url of ['/', '/cursos', '/admin/cursos/7']) {
        const br = await site.inject({ url, headers: { ...html, 'accept-encoding': 'gzip, br' } });
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers.vary).toContain('accept-encoding');
        expect(br.headers['cache-control']).toBe(NO_CACHE);
        expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<p>Derecho</p>');
        const gz = await site.inject({ url, headers: { ...html, 'accept-encoding': 'gzip' } });
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gz.rawPayload).toString()).toContain('id="inpro-remotes"');
        const plain = await site.inject({ url, headers: html });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body).toContain('<p>Derecho</p>');
      }
      // Small files go out as they are, with their length; static files keep their own compression.
      const small = await site.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip, br' } });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.headers['content-length']).toBe(String('console.log("main")'.length));
      expect(small.headers['cache-control']).toBe(NO_CACHE);
      const remote = await site.inject({ url: '/remotes/mf-public/1.0.0/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
      expect(remote.headers['content-encoding']).toBeUndefined();
      expect(remote.body).toBe('/* entry */');
      const chunk = await site.inject({ url: '/big.0a1b2c3d4e.js', headers: { 'accept-encoding': 'gzip' } });
      expect(chunk.headers['content-encoding']).toBe('gzip');
      expect(chunk.headers.vary).toMatch(/^accept-encoding$/i);
      expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
      expect(gunzipSync(chunk.rawPayload).toString()).toBe('export const x = "INPRO";\n'.repeat(300));
      // A file with the build's copy gets the copy, not a second compression.
      await write('shell/big.0a1b2c3d4e.js.br', brotliCompressSync('export const x = "INPRO";\n'.repeat(300)));
      const copy = await site.inject({ url: '/big.0a1b2c3d4e.js', headers: { 'accept-encoding': 'gzip, br' } });
      expect(copy.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(copy.rawPayload).toString()).toBe('export const x = "INPRO";\n'.repeat(300));
      const revalidated = await site.inject({
        url: '/big.0a1b2c3d4e.js',
        headers: { 'accept-encoding': 'gzip', 'if-none-match': chunk.headers.etag as string },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers['content-encoding']).toBeUndefined();
      // The page routes shadow nothing of the API: its own 404 for any /api path.
      for (const url of ['/api', '/api/', '/api/nope', '/api/health/x']) {
        const res = await site.inject({ url, headers: html });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Ruta no encontrada.' });
      }
      expect((await site.inject({ url: '/remotes', headers: html })).statusCode).toBe(404);
      expect((await site.inject({ method: 'POST', url: '/cursos', headers: html, payload: {} })).statusCode).toBe(404);
    } finally {
      await site.close();
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/remotes/mf-public/1.0.0/remoteEntry.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.body).toBe('');
  });

  it('serves the public contact configuration', async () => {
    const res = await app.inject('/api/site/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contactEmail: 'informes@inpro.test', contactPhone: '+51 1 000 0000', settings: DEFAULT_PUBLIC_SETTINGS });
  });

  it('says the site is not built when the shell is missing', async () => {
    await fs.rm(path.join(root, 'shell'), { recursive: true });
    const res = await app.inject({ url: '/cursos', headers: html });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toContain('no está compilado');
  });
});
