import { coursesFilterQuerySchema, coursesQuerySchema } from '@inpro/shared-contracts';
import Fastify from 'fastify';
import publicCachePlugin, { PublicCache, cacheKey, cachedAnswer, etagOf } from './publicCache';
import { vi } from 'vitest';

const answer = (text: string) => cachedAnswer(text, { 'content-type': 'application/json; charset=utf-8' });

describe('PublicCache', () => {
  it('keeps answers for their time to live; what was asked for again outlives a flood of answers asked for once', () => {
    vi.useFakeTimers();
    try {
      // 10 entries: 2 on probation (new answers), 8 protected (answers hit at least once).
      const cache = new PublicCache(10, 1000);
      for (const key of ['/a', '/b', '/c']) {
        cache.set(key, answer(key), 0);
        expect(cache.get(key)?.body.toString()).toBe(key); // a hit: protected from now on
      }
      for (let i = 0; i < 600; i += 1) cache.set(`/search-${i}`, answer(String(i)), 0);
      expect(cache.size).toBe(5); // the three protected, and the last two searches on probation
      for (const key of ['/a', '/b', '/c']) expect(cache.get(key)?.body.toString()).toBe(key);
      expect(cache.get('/search-0')).toBeUndefined();
      expect(cache.get('/search-599')?.body.toString()).toBe('599');
      // Protected entries evict their least recently used among themselves.
      for (let i = 0; i < 8; i += 1) {
        cache.set(`/popular-${i}`, answer(String(i)), 0);
        cache.get(`/popular-${i}`);
      }
      expect(cache.get('/a')).toBeUndefined();
      // Promoted, an entry keeps the time it had left.
      vi.advanceTimersByTime(1001);
      expect(cache.get('/popular-7')).toBeUndefined();
      expect(cache.get('/search-599')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keys an answer by its path and the known query parameters as the route reads them', () => {
    const page = cacheKey('/api/courses/filter?page=0&size=12', coursesFilterQuerySchema);
    expect(page).toBe('/api/courses/filter?page=0&size=12&sort=popular');
    for (const url of [
      '/api/courses/filter',
      '/api/courses/filter?size=12&page=0',
      '/api/courses/filter?utm_source=x&page=00&sort=POPULAR&q=',
      '/api/courses/filter?size=12&q=%20%20&z=1',
    ]) {
      expect([url, cacheKey(url, coursesFilterQuerySchema)]).toEqual([url, page]);
    }
    expect(cacheKey('/api/courses/filter?q=penal&area=Civil', coursesFilterQuerySchema)).toBe(
      '/api/courses/filter?area=Civil&page=0&q=penal&size=12&sort=popular',
    );
    // Refused by the route (400): nothing to key.
    expect(cacheKey('/api/courses/filter?size=5000', coursesFilterQuerySchema)).toBeNull();
    // A repeated parameter is read as the route reads it.
    expect(cacheKey('/api/courses/filter?q=a&q=b', coursesFilterQuerySchema)).toBe(
      cacheKey('/api/courses/filter?q=a', coursesFilterQuerySchema),
    );
    // No query schema: the path alone.
    expect(cacheKey('/api/courses/areas?x=1', undefined)).toBe('/api/courses/areas');
    expect(cacheKey('/api/courses?x=1', coursesQuerySchema)).toBe('/api/courses');
  });

  it('does not keep an answer computed before a write cleared the cache', () => {
    const cache = new PublicCache();
    const startedAt = cache.currentGeneration;
    cache.clear(); // a write happened while the answer was being computed
    cache.set('/cursos', answer('old'), startedAt);
    expect(cache.get('/cursos')).toBeUndefined();
    cache.set('/cursos', answer('new'), cache.currentGeneration);
    expect(cache.get('/cursos')?.body.toString()).toBe('new');
  });

  it('keeps texts beside the answers, emptied by the same writes', () => {
    const cache = new PublicCache();
    cache.setText('site:featured-courses', '[1]', cache.currentGeneration);
    cache.set('/api/courses', answer('[]'), cache.currentGeneration);
    expect(cache.getText('site:featured-courses')).toBe('[1]');
    expect(cache.get('site:featured-courses')).toBeUndefined();
    expect(cache.getText('/api/courses')).toBeUndefined();
    const startedAt = cache.currentGeneration;
    cache.clear();
    expect(cache.getText('site:featured-courses')).toBeUndefined();
    cache.setText('site:featured-courses', '[2]', startedAt);
    expect(cache.getText('site:featured-courses')).toBeUndefined();
  });

  it('keeps the bytes and the headers every hit repeats, never those of one request or connection', () => {
    const cached = cachedAnswer('{"título":"Penal"}', {
      'Content-Type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=60',
      'x-frame-options': 'SAMEORIGIN',
      'content-length': '3',
      connection: 'close',
      'set-cookie': ['a=1'],
      'strict-transport-security': 'max-age=1',
      'content-encoding': 'br',
      vary: 'accept-language',
      'x-cache': 'MISS',
      'x-count': 2,
    });
    expect(cached.body.toString('utf8')).toBe('{"título":"Penal"}');
    expect(cached.headers).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=60',
      'x-frame-options': 'SAMEORIGIN',
      vary: 'accept-language',
      'x-count': '2',
      'content-length': String(Buffer.byteLength('{"título":"Penal"}')),
      'x-cache': 'HIT',
    });
    expect(Object.isFrozen(cached.headers)).toBe(true);
  });
});

describe('public cache answers for a CDN in front', () => {
  async function build() {
    const app = Fastify();
    await app.register(publicCachePlugin, { ttlMs: 30_000 });
    let computed = 0;
    app.get('/api/catalogue', { config: { publicCache: true } }, async () => {
      computed += 1;
      return { content: ['Derecho Penal'] };
    });
    app.get('/api/own', { config: { publicCache: true } }, async (_req, reply) =>
      reply.header('cache-control', 'no-cache').send({ ok: 1 }),
    );
    await app.ready();
    return { app, computed: () => computed };
  }

  it('says how long shared caches keep an answer, its validator and that it varies by encoding, on misses and hits alike', async () => {
    const { app } = await build();
    const miss = await app.inject({ url: '/api/catalogue' });
    const hit = await app.inject({ url: '/api/catalogue' });
    expect(hit.headers['x-cache']).toBe('HIT');
    for (const res of [miss, hit]) {
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
      expect(res.headers.etag).toBe(etagOf('{"content":["Derecho Penal"]}'));
      expect(res.headers.vary).toBe('accept-encoding');
    }
    // A route's own Cache-Control stands.
    expect((await app.inject({ url: '/api/own' })).headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it('answers a matching If-None-Match with 304 and no body, and a stale one with the answer', async () => {
    const { app, computed } = await build();
    const first = await app.inject({ url: '/api/catalogue' });
    const etag = String(first.headers.etag);
    const same = await app.inject({ url: '/api/catalogue', headers: { 'if-none-match': `"other", ${etag}` } });
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload).toHaveLength(0);
    expect(same.headers.etag).toBe(etag);
    const stale = await app.inject({ url: '/api/catalogue', headers: { 'if-none-match': 'W/"other"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ content: ['Derecho Penal'] });
    expect(computed()).toBe(1);
    await app.close();
  });
});
