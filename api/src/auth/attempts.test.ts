import { AttemptLimiter } from './attempts';
import { counterStores, STORES } from '../test/testCounters';

describe.each(STORES)('AttemptLimiter (%s counters)', (kind) => {
  const stores = counterStores(kind);
  afterAll(() => stores.close());

  function limiter(max = 3, windowMs = 60_000) {
    let t = 5_000_000;
    const l = new AttemptLimiter(max, windowMs, stores.fresh(), () => t);
    return { l, advance: (ms: number) => (t += ms) };
  }

  it('blocks a key after max attempts until its window, counted from the first attempt, ends', async () => {
    const { l, advance } = limiter();
    await l.hit('register:a@x.pe');
    advance(10_000);
    await l.hit('register:a@x.pe');
    expect(await l.blockedFor('register:a@x.pe')).toBe(0);
    await l.hit('register:a@x.pe');
    expect(await l.blockedFor('register:a@x.pe')).toBe(50);
    expect(await l.blockedFor('register:b@x.pe')).toBe(0);
    advance(50_000);
    expect(await l.blockedFor('register:a@x.pe')).toBe(0);
    await l.hit('register:a@x.pe');
    expect(await l.blockedFor('register:a@x.pe')).toBe(0);
  });

  it('reset forgets the key', async () => {
    const { l } = limiter(1);
    await l.hit('reset:a@x.pe');
    expect(await l.blockedFor('reset:a@x.pe')).toBeGreaterThan(0);
    await l.reset('reset:a@x.pe');
    expect(await l.blockedFor('reset:a@x.pe')).toBe(0);
  });
});
