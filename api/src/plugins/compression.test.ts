import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressionPlugin } from './compression';
import publicCachePlugin from './publicCache';

const big = { content: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Curso de Derecho ${i}` })) };

async function build() {
  const app = Fastify();
  await app.register(compressionPlugin);
  app.get('/api/big', async () => big);
  app.get('/api/small', async () => ({ ok: true }));
  app.get('/page', async (_req, reply) => reply.type('text/html; charset=utf-8').send(`<html>${'<p>Derecho</p>'.repeat(400)}</html>`));
  app.get('/api/empty', async (_req, reply) => reply.code(204).send());
  app.get('/api/file', async (_req, reply) => reply.type('application/octet-stream').send(Buffer.alloc(4096, 7)));
  await app.ready();
  return app;
}

describe('compression plugin', () => {
  it('answers large JSON and HTML in brotli or gzip, as the client accepts', async () => {
    const app = await build();
    const br = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(big);

    const gz = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(big);

    const page = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString('utf8')).toContain('<p>Derecho</p>');
    await app.close();
  });

  it('leaves the answer alone without an accepted encoding (or with q=0), for small answers and 204', async () => {
    const app = await build();
    const plain = await app.inject({ url: '/api/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const refused = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip;q=0, br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(big);
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const empty = await app.inject({ url: '/api/empty', headers: { 'accept-encoding': 'gzip' } });
    expect(empty.statusCode).toBe(204);
    expect(empty.headers['content-encoding']).toBeUndefined();
    const file = await app.inject({ url: '/api/file', headers: { 'accept-encoding': 'gzip, br' } });
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload).toEqual(Buffer.alloc(4096, 7));
    await app.close();
  });

  it('compresses public cache hits too, from one plain cached copy', async () => {
    // Registered in app.ts's order: the public cache, then compression.
    const app = Fastify();
    await app.register(publicCachePlugin);
    await app.register(compressionPlugin);
    let computed = 0;
    app.get('/api/catalogue', { config: { publicCache: true } }, async () => {
      computed += 1;
      return big;
    });
    await app.ready();
    const miss = await app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'gzip' } });
    expect(miss.headers['x-cache']).toBeUndefined();
    expect(miss.headers['content-encoding']).toBe('gzip');
    const br = await app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['x-cache']).toBe('HIT');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(big);
    const plain = await app.inject({ url: '/api/catalogue' });
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // A plain hit says it varies by encoding (for a CDN in front), and its own length.
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers['content-length']).toBe(String(plain.rawPayload.length));
    expect(plain.json()).toEqual(big);
    expect(computed).toBe(1);
    await app.close();
  });

  it('compresses cache hits as the plugin compresses any answer, for every Accept-Encoding', async () => {
    const app = Fastify();
    await app.register(publicCachePlugin);
    await app.register(compressionPlugin);
    // The same answer twice: cached and not.
    app.get('/api/cached', { config: { publicCache: true } }, async (_req, reply) => reply.header('vary', 'origin').send(big));
    app.get('/api/plain', async (_req, reply) => reply.header('vary', 'origin').send(big));
    await app.ready();
    const decoded = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
      const encoding = res.headers['content-encoding'];
      if (encoding === 'br') return JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
      if (encoding === 'gzip') return JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
      return JSON.parse(res.rawPayload.toString('utf8'));
    };
    const encodings = [
      undefined,
      'gzip, deflate, br, zstd',
      'br',
      'gzip',
      'x-gzip',
      '*',
      'deflate',
      'identity',
      'gzip;q=0, br;q=0',
      'br;q=0.5, gzip',
      'BR',
    ];
    try {
      for (const accept of encodings) {
        const headers = accept === undefined ? {} : { 'accept-encoding': accept };
        const plain = await app.inject({ url: '/api/plain', headers });
        for (let i = 0; i < 3; i += 1) {
          const cached = await app.inject({ url: '/api/cached', headers });
          expect(decoded(cached)).toEqual(big);
          expect([accept, cached.headers['content-encoding']]).toEqual([accept, plain.headers['content-encoding']]);
          // A shared cache in front keeps one copy per encoding, whether or not this one was compressed.
          expect(cached.headers.vary).toBe('origin, accept-encoding');
          if (!plain.headers['content-encoding']) expect(cached.rawPayload.equals(plain.rawPayload)).toBe(true);
        }
      }
    } finally {
      await app.close();
    }
  });
});
