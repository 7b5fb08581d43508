import { LoginThrottle } from './loginThrottle';

function throttle(overrides: Partial<ConstructorParameters<typeof LoginThrottle>[0]> = {}) {
  let t = 1_000_000;
  const th = new LoginThrottle({ freeFailures: 3, maxFailuresPerIp: 10, windowMs: 15 * 60_000, now: () => t, ...overrides });
  return { th, advance: (ms: number) => (t += ms) };
}

describe('LoginThrottle', () => {
  it('lets the first failures through, then doubles the wait after each one', () => {
    const { th, advance } = throttle();
    for (let i = 0; i < 2; i += 1) th.failed('a@x.pe', '1.1.1.1');
    expect(th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(0);
    th.failed('a@x.pe', '1.1.1.1');
    expect(th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(2);
    advance(2_000);
    expect(th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(0);
    th.failed('a@x.pe', '1.1.1.1');
    expect(th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(4);
    advance(4_000);
    th.failed('a@x.pe', '1.1.1.1');
    expect(th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(8);
  });

  it('caps the wait at 15 minutes', () => {
    const { th } = throttle({ maxFailuresPerIp: 1_000 });
    for (let i = 0; i < 40; i += 1) th.failed('a@x.pe', '1.1.1.1');
    expect(th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(900);
  });

  it('never slows the owner down from another address', () => {
    const { th } = throttle();
    for (let i = 0; i < 8; i += 1) th.failed('admin@x.pe', '6.6.6.6');
    expect(th.waitSeconds('admin@x.pe', '6.6.6.6')).toBeGreaterThan(0);
    expect(th.waitSeconds('admin@x.pe', '2.2.2.2')).toBe(0);
    expect(th.waitSeconds('ADMIN@x.pe', '6.6.6.6')).toBeGreaterThan(0);
  });

  it('a right password clears the account-and-address count', () => {
    const { th } = throttle();
    for (let i = 0; i < 3; i += 1) th.failed('a@x.pe', '1.1.1.1');
    th.succeeded('a@x.pe', '1.1.1.1');
    expect(th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(0);
  });

  it('blocks an address that fails on many accounts until its window ends', () => {
    const { th, advance } = throttle({ maxFailuresPerIp: 5 });
    for (let i = 0; i < 5; i += 1) {
      th.failed(`u${i}@x.pe`, '9.9.9.9');
      advance(1_000);
    }
    expect(th.waitSeconds('nuevo@x.pe', '9.9.9.9')).toBe(15 * 60 - 5);
    expect(th.waitSeconds('nuevo@x.pe', '8.8.8.8')).toBe(0);
    advance(15 * 60_000);
    expect(th.waitSeconds('nuevo@x.pe', '9.9.9.9')).toBe(0);
  });

  it('forgets failures after the window', () => {
    const { th, advance } = throttle();
    for (let i = 0; i < 3; i += 1) th.failed('a@x.pe', '1.1.1.1');
    advance(15 * 60_000);
    th.failed('a@x.pe', '1.1.1.1');
    expect(th.waitSeconds('a@x.pe', '1.1.1.1')).toBe(0);
  });
});
