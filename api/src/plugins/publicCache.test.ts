import { PublicCache, cachedAnswer } from './publicCache';

const answer = (text: string) => cachedAnswer(text, { 'content-type': 'application/json; charset=utf-8' });

describe('PublicCache', () => {
  it('keeps answers for their time to live and evicts the least recently used', () => {
    jest.useFakeTimers();
    try {
      const cache = new PublicCache(2, 1000);
      cache.set('/a', answer('A'), 0);
      cache.set('/b', answer('B'), 0);
      expect(cache.get('/a')?.body.toString()).toBe('A'); // /a is now the most recently used
      cache.set('/c', answer('C'), 0);
      expect(cache.get('/b')).toBeUndefined();
      expect(cache.get('/c')?.body.toString()).toBe('C');
      jest.advanceTimersByTime(1001);
      expect(cache.get('/a')).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
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
