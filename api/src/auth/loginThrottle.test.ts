import { LoginThrottle, type LoginThrottleOptions } from './loginThrottle';
import { counterStores, STORES } from '../test/testCounters';

describe.each(STORES)('LoginThrottle (%s counters)', (kind) => {
  const stores = counterStores(kind);
  afterAll(() => stores.close());
  function throttle(overrides: Partial<LoginThrottleOptions> = {}) {
    let t = 1_000_000;
    const th = new LoginThrottle(
      { freeFailures: 3, maxFailuresPerIp: 10, windowMs: 15 * 60_000, now: () => t, ...overrides },
      stores.fresh(),
    );
    return { th, advance: (ms: number) => (t += ms) };
  }

  it('lets the first failures through, then doubles the wait after each one', async () => {
    const { th, advance } = throttle();
    for (let i = 0; i < 2; i += 1) await th.failed('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(0);
    await th.failed('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(2);
    advance(2_000);
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(0);
    await th.failed('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(4);
    advance(4_000);
    await th.failed('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(8);
  });

  it('caps the wait at 15 minutes', async () => {
    const { th } = throttle({ maxFailuresPerIp: 1_000 });
    for (let i = 0; i < 40; i += 1) await th.failed('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(900);
  });

  it('never slows the owner down from another address', async () => {
    const { th } = throttle();
    for (let i = 0; i < 8; i += 1) await th.failed('admin@x.pe', '6.6.6.6');
    expect(await th.waitSeconds('admin@x.pe', '6.6.6.6')).toBeGreaterThan(0);
    expect(await th.waitSeconds('admin@x.pe', '2.2.2.2')).toBe(0);
    expect(await th.waitSeconds('ADMIN@x.pe', '6.6.6.6')).toBeGreaterThan(0);
  });

  it('a right password clears the account-and-address count', async () => {
    const { th } = throttle();
    for (let i = 0; i < 3; i += 1) await th.failed('a@x.pe', '1.1.1.1');
    await th.succeeded('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(0);
  });

  it('blocks an address that fails on many accounts until its window ends', async () => {
    const { th, advance } = throttle({ maxFailuresPerIp: 5 });
    for (let i = 0; i < 5; i += 1) {
      await th.failed(`u${i}@x.pe`, '9.9.9.9');
      advance(1_000);
    }
    expect(await th.waitSeconds('nuevo@x.pe', '9.9.9.9')).toBe(15 * 60 - 5);
    expect(await th.waitSeconds('nuevo@x.pe', '8.8.8.8')).toBe(0);
    advance(15 * 60_000);
    expect(await th.waitSeconds('nuevo@x.pe', '9.9.9.9')).toBe(0);
  });

  it('forgets failures after the window', async () => {
    const { th, advance } = throttle();
    for (let i = 0; i < 3; i += 1) await th.failed('a@x.pe', '1.1.1.1');
    advance(15 * 60_000);
    await th.failed('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(0);
  });
});
