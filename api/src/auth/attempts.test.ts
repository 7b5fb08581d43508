import { AttemptLimiter } from './attempts';
import { limiterStores, STORES } from '../test/testLimiters';

describe.each(STORES)('AttemptLimiter (%s limiters)', (kind) => {
  const stores = limiterStores(kind);
  afterAll(() => stores.close());
  // A minute on the fake clock; three real seconds on Redis.
  const windowMs = kind === 'memory' ? 60_000 : 3_000;
  const step = windowMs / 6;

  it('blocks a key after max attempts until its window, counted from the first attempt, ends', async () => {
    const l = new AttemptLimiter(3, windowMs, stores.fresh());
    await l.hit('register:a@x.pe');
    await stores.later(step);
    await l.hit('register:a@x.pe');
    expect(await l.blockedFor('register:a@x.pe')).toBe(0);
    await l.hit('register:a@x.pe');
    expect(await l.blockedFor('register:a@x.pe')).toBe(Math.ceil((windowMs - step) / 1000));
    expect(await l.blockedFor('register:b@x.pe')).toBe(0);
    await stores.later(windowMs - step);
    expect(await l.blockedFor('register:a@x.pe')).toBe(0);
    await l.hit('register:a@x.pe');
    expect(await l.blockedFor('register:a@x.pe')).toBe(0);
  });

  it('reset forgets the key', async () => {
    const l = new AttemptLimiter(1, windowMs, stores.fresh());
    await l.hit('reset:a@x.pe');
    expect(await l.blockedFor('reset:a@x.pe')).toBeGreaterThan(0);
    await l.reset('reset:a@x.pe');
    expect(await l.blockedFor('reset:a@x.pe')).toBe(0);
  });
});
