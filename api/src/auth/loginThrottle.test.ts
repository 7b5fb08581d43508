import { LoginThrottle, type LoginThrottleOptions } from './loginThrottle';
import { limiterStores, STORES } from '../test/testLimiters';

describe.each(STORES)('LoginThrottle (%s limiters)', (kind) => {
  const stores = limiterStores(kind);
  afterAll(() => stores.close());
  // The fake clock in memory: the site's 15 minutes and 2 s. Redis keeps real time: seconds.
  const windowMs = kind === 'memory' ? 15 * 60_000 : 3_000;
  const baseDelayMs = kind === 'memory' ? 2_000 : 1_000;
  const base = baseDelayMs / 1000;
  function throttle(overrides: Partial<LoginThrottleOptions> = {}) {
    return new LoginThrottle({ freeFailures: 3, maxFailuresPerIp: 10, windowMs, baseDelayMs, ...overrides }, stores.fresh());
  }

  it('lets the first failures through, then doubles the wait after each one', async () => {
    const th = throttle();
    for (let i = 0; i < 2; i += 1) await th.failed('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(0);
    await th.failed('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(base);
    await stores.later(baseDelayMs);
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(0);
    await th.failed('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(2 * base);
    await stores.later(2 * baseDelayMs);
    await th.failed('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(4 * base);
  });

  it('caps the wait at 15 minutes', async () => {
    const th = throttle({ maxFailuresPerIp: 1_000, baseDelayMs: 2_000 });
    for (let i = 0; i < 40; i += 1) await th.failed('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(900);
  });

  it('never slows the owner down from another address', async () => {
    const th = throttle();
    for (let i = 0; i < 8; i += 1) await th.failed('admin@x.pe', '6.6.6.6');
    expect(await th.waitSeconds('admin@x.pe', '6.6.6.6')).toBeGreaterThan(0);
    expect(await th.waitSeconds('admin@x.pe', '2.2.2.2')).toBe(0);
    expect(await th.waitSeconds('ADMIN@x.pe', '6.6.6.6')).toBeGreaterThan(0);
  });

  it('a right password clears the account-and-address count', async () => {
    const th = throttle();
    for (let i = 0; i < 3; i += 1) await th.failed('a@x.pe', '1.1.1.1');
    await th.succeeded('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(0);
    await th.failed('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(0);
  });

  it('blocks an address that fails on many accounts until its window ends', async () => {
    const th = throttle({ maxFailuresPerIp: 5 });
    const step = windowMs / 900;
    for (let i = 0; i < 5; i += 1) {
      await th.failed(`u${i}@x.pe`, '9.9.9.9');
      await stores.later(step);
    }
    expect(await th.waitSeconds('nuevo@x.pe', '9.9.9.9')).toBe(Math.ceil((windowMs - 5 * step) / 1000));
    expect(await th.waitSeconds('nuevo@x.pe', '8.8.8.8')).toBe(0);
    await stores.later(windowMs);
    expect(await th.waitSeconds('nuevo@x.pe', '9.9.9.9')).toBe(0);
  });

  it('forgets failures after the window', async () => {
    const th = throttle();
    for (let i = 0; i < 3; i += 1) await th.failed('a@x.pe', '1.1.1.1');
    await stores.later(windowMs);
    await th.failed('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(0);
  });

  it('keeps counting while failures come within the window of the last one', async () => {
    const th = throttle();
    for (let i = 0; i < 3; i += 1) await th.failed('a@x.pe', '1.1.1.1');
    await stores.later(windowMs - baseDelayMs);
    await th.failed('a@x.pe', '1.1.1.1');
    await stores.later(windowMs - baseDelayMs);
    await th.failed('a@x.pe', '1.1.1.1');
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(4 * base);
  });
  it('marks a network (/24, /64) with failures on any of its addresses as suspect, and only that network', async () => {
    const th = throttle({ suspectAfterNetworkFailures: 3 });
    await th.failed('a@x.pe', '10.0.0.1');
    await th.failed('b@x.pe', '10.0.0.2');
    expect(await th.suspectNetwork('10.0.0.200')).toBe(false);
    await th.failed('c@x.pe', '::ffff:10.0.0.3');
    expect(await th.suspectNetwork('10.0.0.200')).toBe(true);
    expect(await th.suspectNetwork('10.0.1.1')).toBe(false);
    for (let i = 1; i <= 3; i += 1) await th.failed('a@x.pe', `2001:db8:1:2::${i}`);
    expect(await th.suspectNetwork('2001:db8:1:2:ffff::1')).toBe(true);
    expect(await th.suspectNetwork('2001:db8:1:3::1')).toBe(false);
    await stores.later(windowMs);
    expect(await th.suspectNetwork('10.0.0.200')).toBe(false);
  });

  it('locks a device cookie out after its own failures, and a right password clears them', async () => {
    const th = throttle({ maxFailuresPerDevice: 2 });
    await th.deviceFailed('nonce-1');
    await th.deviceSucceeded('nonce-1');
    await th.deviceFailed('nonce-1');
    expect(await th.deviceLocked('nonce-1')).toBe(false);
    await th.deviceFailed('nonce-1');
    expect(await th.deviceLocked('nonce-1')).toBe(true);
    expect(await th.deviceLocked('nonce-2')).toBe(false);
    // The address of a recognised browser's typos is not counted.
    expect(await th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(0);
    await stores.later(windowMs);
    expect(await th.deviceLocked('nonce-1')).toBe(false);
  });
});
