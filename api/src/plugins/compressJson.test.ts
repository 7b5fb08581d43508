import Fastify from 'fastify';
import { gunzipSync } from 'node:zlib';
import { compressJsonPlugin } from './compressJson';

const big = { content: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Curso de Derecho ${i}` })) };

async function build() {
  const app = Fastify();
  await app.register(compressJsonPlugin);
  app.get('/api/big', async () => big);
  app.get('/api/small', async () => ({ ok: true }));
  app.get('/api/text', async (_req, reply) => reply.type('text/plain').send('x'.repeat(5000)));
  app.get('/api/empty', async (_req, reply) => reply.code(204).send());
  await app.ready();
  return app;
}

describe('compress-json plugin', () => {
  it('gzips large JSON answers when the client accepts gzip', async () => {
    const app = await build();
    const res = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(big);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    await app.close();
  });

  it('leaves the answer alone without Accept-Encoding gzip (or with q=0), for small JSON, non-JSON and 204', async () => {
    const app = await build();
    const plain = await app.inject({ url: '/api/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const refused = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip;q=0, br' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const text = await app.inject({ url: '/api/text', headers: { 'accept-encoding': 'gzip' } });
    expect(text.headers['content-encoding']).toBeUndefined();
    const empty = await app.inject({ url: '/api/empty', headers: { 'accept-encoding': 'gzip' } });
    expect(empty.statusCode).toBe(204);
    expect(empty.headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});
