import type { FastifyInstance } from 'fastify';
import { INVALID_CREDENTIALS, SERVER_BUSY } from '@inpro/shared-contracts';
import { DEVICE_COOKIE } from '../../auth/deviceCookie';
import { passwordQueueStats, setPasswordHashCost } from '../../auth/passwords';
import type { RateLimitConfig } from '../../config';
import { TEST_PASSWORD, TestDb, describeEachDb } from '../../test/testApp';
import { dropTestRedisKeys, TEST_REDIS_URL, testRedisPrefix } from '../../test/testRedis';

type Reply = Awaited<ReturnType<TestDb['inject']>>;

const TOO_MANY = /^Demasiados intentos\. Espera \d+ (segundos?|minutos?) e inténtalo de nuevo\.$/;

/** The `name=value` of the device cookie a sign-in answered, or null. */
function deviceCookieOf(res: Reply): string | null {
  const raw = res.headers['set-cookie'];
  const list = (Array.isArray(raw) ? raw : [raw]).filter((c): c is string => typeof c === 'string');
  const found = list.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  return found ? found.split(';')[0] : null;
}

/** The same cookie with one character of its signature changed. */
function tampered(cookie: string): string {
  const last = cookie.at(-1) === 'A' ? 'B' : 'A';
  return cookie.slice(0, -1) + last;
}

function signIn(t: TestDb, email: string, password: string, remoteAddress: string, cookie?: string | null) {
  return t.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ email, password }),
  });
}

/** A student whose stored hash is slow to verify (the cost is read from the hash), as real ones are. */
async function realStudent(t: TestDb) {
  setPasswordHashCost({ memorySize: 19456, iterations: 2 });
  try {
    return await t.user('ESTUDIANTE');
  } finally {
    setPasswordHashCost({ memorySize: 256, iterations: 1 });
  }
}

/**
 * The hash an unknown account is checked against costs what a real one does: made at the OWASP
 * cost by this file's first sign-in of an unknown account.
 */
async function slowUnknownAccountChecks(t: TestDb): Promise<void> {
  setPasswordHashCost({ memorySize: 19456, iterations: 2 });
  try {
    await signIn(t, t.email('nadie'), 'x', '192.0.2.1');
  } finally {
    setPasswordHashCost({ memorySize: 256, iterations: 1 });
  }
}

const rateLimit: RateLimitConfig = {
  authMaxPerIp: 1000,
  authMaxPerAccount: 3,
  authFailuresPerIp: 60,
  authWindowMs: 60_000,
  authFailuresPerNetwork: 5,
  authFailuresPerDevice: 3,
};

describeEachDb(
  'a sign-in flood',
  (t) => {
    beforeAll(() => slowUnknownAccountChecks(t));

    it('40 sign-ins for unknown accounts from 40 addresses do not keep two students out, recognised or not', async () => {
      const known = await realStudent(t);
      const fresh = await realStudent(t);
      const first = await signIn(t, known.user.email, TEST_PASSWORD, '203.0.113.5');
      expect(first.statusCode).toBe(200);
      const device = deviceCookieOf(first);
      expect(device).not.toBeNull();

      const flood = Array.from({ length: 40 }, (_, i) => signIn(t, t.email(`bot${i}`), 'Adivina-123', `10.${i + 1}.7.9`));
      const recognised = signIn(t, known.user.email, TEST_PASSWORD, '203.0.113.5', device);
      const unrecognised = signIn(t, fresh.user.email, TEST_PASSWORD, '198.51.100.77');

      expect((await recognised).statusCode).toBe(200);
      expect((await unrecognised).statusCode).toBe(200);
      const answers = await Promise.all(flood);
      const statuses = answers.map((r) => r.statusCode);
      // Nobody gets "server busy": what the bounded share cannot take is refused before hashing.
      expect(statuses.filter((s) => s === 503)).toHaveLength(0);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
      for (const r of answers.filter((a) => a.statusCode === 401)) expect(r.json().error).toBe(INVALID_CREDENTIALS);
      expect(passwordQueueStats()).toMatchObject({ active: 0, waiting: 0 });
    });

    it('refuses unknown-account attempts beyond the share with 429, Retry-After and the Spanish message, not 503', async () => {
      const refusedBefore = passwordQueueStats().limited.refused;
      // The limited line's size, watched while the burst lasts: never more than its bounds.
      let peak = { active: 0, waiting: 0 };
      let bursting = true;
      const watch = (async () => {
        while (bursting) {
          const { active, waiting } = passwordQueueStats().limited;
          peak = { active: Math.max(peak.active, active), waiting: Math.max(peak.waiting, waiting) };
          await new Promise((r) => setImmediate(r));
        }
      })();
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => signIn(t, t.email(`sin-cuenta${i}`), 'Adivina-123', `172.16.${i}.4`)),
      );
      bursting = false;
      await watch;
      const refused = answers.filter((r) => r.statusCode === 429);
      // One runs and two wait (one thread: one limited slot, two waiting); what arrives beyond that is
      // refused at once. How many arrive while the slot is busy depends on the machine's speed.
      expect(peak.active).toBeLessThanOrEqual(1);
      expect(peak.waiting).toBeLessThanOrEqual(2);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(refused.length + answers.filter((r) => r.statusCode === 401).length).toBe(12);
      expect(passwordQueueStats().limited.refused - refusedBefore).toBe(refused.length);
      for (const r of refused) {
        expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(r.json().error).toMatch(TOO_MANY);
        expect(r.json().error).not.toBe(SERVER_BUSY);
      }
      expect(answers.filter((r) => r.statusCode === 401).length).toBeGreaterThanOrEqual(1);
    });
  },
  {
    rateLimit,
    overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, passwordHashConcurrency: 1, passwordHashQueue: 32 },
  },
);

describeEachDb(
  'device cookies',
  (t) => {
    /** Fails sign-ins for unknown accounts from `ip` until its address is blocked (authFailuresPerIp). */
    async function blockAddress(ip: string): Promise<void> {
      for (let i = 0; i < 5; i += 1) expect((await signIn(t, t.email('spray'), 'x', ip)).statusCode).toBe(401);
      expect((await signIn(t, t.email('spray'), 'x', ip)).statusCode).toBe(429);
    }

    it('are HttpOnly, SameSite=Strict, limited to /api/auth and kept for a year', async () => {
      const { user } = await t.user('ESTUDIANTE');
      const res = await signIn(t, user.email, TEST_PASSWORD, '10.60.0.1');
      const raw = (res.headers['set-cookie'] as string[]).find((c) => c.startsWith(`${DEVICE_COOKIE}=`)) as string;
      expect(raw).toMatch(/; HttpOnly/);
      expect(raw).toMatch(/; SameSite=Strict/);
      expect(raw).toMatch(/; Path=\/api\/auth/);
      expect(raw).toMatch(/; Max-Age=31536000/);
      // Plain HTTP in tests: no Secure (the session cookie follows the same rule).
      expect(raw).not.toMatch(/; Secure/);
      expect(raw).not.toContain(encodeURIComponent(user.email));
    });

    it('let the right password through an address lockout (a school behind one address), and nobody else', async () => {
      const student = await t.user('ESTUDIANTE');
      const classmate = await t.user('ESTUDIANTE');
      const school = '10.61.0.1';
      const device = deviceCookieOf(await signIn(t, student.user.email, TEST_PASSWORD, school));
      await blockAddress(school);

      const blocked = await signIn(t, classmate.user.email, TEST_PASSWORD, school);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);

      const recognised = await signIn(t, student.user.email, TEST_PASSWORD, school, device);
      expect(recognised.statusCode).toBe(200);
      expect(recognised.json().user.email).toBe(student.user.email);
      // A new cookie each sign-in; the old one stays valid until it expires or is revoked.
      expect(deviceCookieOf(recognised)).not.toBeNull();
    });

    it('are refused for another account and when tampered with', async () => {
      const student = await t.user('ESTUDIANTE');
      const other = await t.user('ESTUDIANTE');
      const ip = '10.62.0.1';
      const device = deviceCookieOf(await signIn(t, student.user.email, TEST_PASSWORD, ip)) as string;
      await blockAddress(ip);
      expect((await signIn(t, other.user.email, TEST_PASSWORD, ip, device)).statusCode).toBe(429);
      expect((await signIn(t, student.user.email, TEST_PASSWORD, ip, tampered(device))).statusCode).toBe(429);
      expect((await signIn(t, student.user.email, TEST_PASSWORD, ip, `${DEVICE_COOKIE}=1.abc.def.ghi`)).statusCode).toBe(429);
      expect((await signIn(t, student.user.email, TEST_PASSWORD, ip, device)).statusCode).toBe(200);
    });

    it('lock out only that browser after its own wrong passwords', async () => {
      const student = await t.user('ESTUDIANTE');
      const ip = '10.63.0.1';
      const device = deviceCookieOf(await signIn(t, student.user.email, TEST_PASSWORD, ip)) as string;
      await blockAddress(ip);
      // Typos from a recognised browser are answered as any wrong password, not with the address block.
      for (let i = 0; i < 3; i += 1) {
        const wrong = await signIn(t, student.user.email, 'Casi-la-clave', ip, device);
        expect(wrong.statusCode).toBe(401);
      }
      // Locked out: the cookie counts as unrecognised, and the address is blocked.
      expect((await signIn(t, student.user.email, TEST_PASSWORD, ip, device)).statusCode).toBe(429);
      // The owner signing in elsewhere is not affected.
      expect((await signIn(t, student.user.email, TEST_PASSWORD, '10.64.0.1')).statusCode).toBe(200);
    });

    it('are revoked by a password reset', async () => {
      const student = await t.user('ESTUDIANTE');
      const admin = await t.user('ADMIN');
      const ip = '10.65.0.1';
      const device = deviceCookieOf(await signIn(t, student.user.email, TEST_PASSWORD, ip)) as string;
      await blockAddress(ip);
      const reset = await t.inject({ method: 'POST', url: `/api/admin/users/${student.user.id}/reset-password`, headers: admin.auth });
      expect(reset.statusCode).toBe(200);
      const temporary = reset.json().temporaryPassword as string;
      expect(typeof temporary).toBe('string');
      expect((await signIn(t, student.user.email, temporary, ip, device)).statusCode).toBe(429);
      expect((await signIn(t, student.user.email, temporary, '10.66.0.1')).statusCode).toBe(200);
    });

    it('let a recognised browser through the per-address call limit too', async () => {
      const student = await t.user('ESTUDIANTE');
      const ip = '10.67.0.1';
      const device = deviceCookieOf(await signIn(t, student.user.email, TEST_PASSWORD, ip)) as string;
      for (let i = 0; i < 9; i += 1) await signIn(t, student.user.email, TEST_PASSWORD, ip);
      const limited = await signIn(t, student.user.email, TEST_PASSWORD, ip);
      expect(limited.statusCode).toBe(429);
      expect((await signIn(t, student.user.email, TEST_PASSWORD, ip, device)).statusCode).toBe(200);
    });
  },
  { rateLimit: { ...rateLimit, authMaxPerIp: 10, authFailuresPerIp: 5 } },
);

const twoProcesses = Boolean(process.env.TEST_DATABASE_URL && TEST_REDIS_URL);

(twoProcesses ? describe : describe.skip)('device cookies across two API processes (PostgreSQL + Redis)', () => {
  const prefix = testRedisPrefix();
  const t = new TestDb('postgres', { redisUrl: TEST_REDIS_URL, redisPrefix: prefix, rateLimit: { ...rateLimit, authFailuresPerIp: 5 } });
  let other: FastifyInstance;
  beforeAll(async () => {
    await t.start();
    other = await t.sibling();
  }, 180_000);
  afterAll(async () => {
    await t.stop();
    await dropTestRedisKeys(prefix);
  });

  const signInOn = (app: FastifyInstance, email: string, password: string, remoteAddress: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify({ email, password }),
    });

  it('a cookie from one process passes the address block counted by the other, and its lockout holds on both', async () => {
    const student = await t.user('ESTUDIANTE');
    const ip = '10.70.0.1';
    const device = deviceCookieOf(await signInOn(t.app, student.user.email, TEST_PASSWORD, ip)) as string;
    for (let i = 0; i < 5; i += 1) expect((await signInOn(other, t.email('spray'), 'x', ip)).statusCode).toBe(401);
    expect((await signInOn(t.app, t.email('spray'), 'x', ip)).statusCode).toBe(429);
    expect((await signInOn(other, student.user.email, TEST_PASSWORD, ip, device)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await signInOn(other, student.user.email, 'Casi', ip, device)).statusCode).toBe(401);
    expect((await signInOn(t.app, student.user.email, TEST_PASSWORD, ip, device)).statusCode).toBe(429);
  });
});
