import { PublicCache } from './publicCache';

describe('PublicCache', () => {
  it('keeps answers for their time to live and evicts the least recently used', () => {
    jest.useFakeTimers();
    try {
      const cache = new PublicCache(2, 1000);
      cache.set('/a', { body: 'A' }, 0);
      cache.set('/b', { body: 'B' }, 0);
      expect(cache.get('/a')?.body).toBe('A'); // /a is now the most recently used
      cache.set('/c', { body: 'C' }, 0);
      expect(cache.get('/b')).toBeUndefined();
      expect(cache.get('/c')?.body).toBe('C');
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
    cache.set('/cursos', { body: 'old' }, startedAt);
    expect(cache.get('/cursos')).toBeUndefined();
    cache.set('/cursos', { body: 'new' }, cache.currentGeneration);
    expect(cache.get('/cursos')?.body).toBe('new');
  });
});
