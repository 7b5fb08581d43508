import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_BUSY } from '@inpro/shared-contracts';
import { passwordQueueStats, setPasswordHashCost } from '../auth/passwords';
import type { OverloadConfig } from '../config';
import { TEST_PASSWORD, describeEachDb, type TestDb } from '../test/testApp';

// A readable remotes manifest, so that /api/ready's other checks pass and only the load decides.
const artifactsDir = mkdtempSync(path.join(tmpdir(), 'inpro-overload-'));
writeFileSync(path.join(artifactsDir, 'remotes.json'), JSON.stringify({ remotes: {} }));
afterAll(() => rmSync(artifactsDir, { recursive: true, force: true }));

// The load figures of /api/health and /api/ready are for the holder of the metrics token.
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const probe = (url: string) => ({ method: 'GET' as const, url, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

const off: OverloadConfig = {
  maxEventLoopDelayMs: 0,
  maxHeapUsedBytes: 0,
  maxRssBytes: 0,
  passwordHashConcurrency: null,
  passwordHashQueue: 1000,
};

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A student whose stored hash is slow to verify (the cost is read from the hash), so sign-ins stay in the queue. */
async function slowStudent(t: TestDb) {
  setPasswordHashCost({ memorySize: 19456, iterations: 16 });
  try {
    return await t.user('ESTUDIANTE');
  } finally {
    setPasswordHashCost({ memorySize: 256, iterations: 1 });
  }
}

describeEachDb(
  'a full password-hashing queue',
  (t) => {
    it('answers a further sign-in 503 at once with Retry-After, while a cheap authenticated read answers 200', async () => {
      const student = await slowStudent(t);
      const signIn = () =>
        t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.user.email, password: TEST_PASSWORD } });
      let firstDone = false;
      const first = signIn().then((res) => ((firstDone = true), res));
      const second = signIn();
      await until(() => passwordQueueStats().active === 1 && passwordQueueStats().waiting === 1, 'one hash running and one waiting');

      const refused = await signIn();
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.json()).toEqual({ error: SERVER_BUSY });

      // The event loop is free: the signed-in student's read answers while the first hash still runs.
      const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: student.auth });
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe(student.user.email);
      expect(firstDone).toBe(false);

      // The load balancer is told: health says overloaded (503 + Retry-After) while the queue is full.
      const health = await t.inject(probe('/api/health'));
      expect(health.statusCode).toBe(503);
      expect(Number(health.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(health.json()).toMatchObject({
        status: 'overloaded',
        error: SERVER_BUSY,
        pressure: { overloaded: true, reason: 'passwordQueue', passwordQueue: { active: 1, waiting: 1, maxWaiting: 1 } },
      });

      const ready = await t.inject(probe('/api/ready'));
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'overloaded', error: SERVER_BUSY, pressure: { reason: 'passwordQueue' } });

      // The queued sign-ins are served, and the process is healthy again.
      expect((await first).statusCode).toBe(200);
      expect((await second).statusCode).toBe(200);
      const after = await t.inject(probe('/api/health'));
      expect(after.statusCode).toBe(200);
      expect(after.json().pressure).toMatchObject({ overloaded: false, reason: null, passwordQueue: { active: 0, waiting: 0 } });
      expect(after.json().pressure.passwordQueue.refused).toBeGreaterThanOrEqual(1);
      expect((await t.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    });

    it('refuses a registration the same way and creates no account', async () => {
      const student = await slowStudent(t);
      const signIn = () =>
        t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.user.email, password: TEST_PASSWORD } });
      const running = [signIn(), signIn()];
      await until(() => passwordQueueStats().waiting === 1, 'a full queue');
      const email = t.email('nuevo');
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: 'ClaveNueva2026', fullName: 'Ana Torres', phone: null, acceptTerms: true },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().error).toBe(SERVER_BUSY);
      for (const r of await Promise.all(running)) expect(r.statusCode).toBe(200);
      const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'ClaveNueva2026' } });
      expect(login.statusCode).toBe(401);
    });
  },
  { artifactsDir, metricsToken: METRICS_TOKEN, overload: { ...off, passwordHashConcurrency: 1, passwordHashQueue: 1 } },
);

describeEachDb(
  'a process past its heap limit',
  (t) => {
    it('refuses /api requests with 503, Retry-After and the Spanish message; health says overloaded', async () => {
      const student = await t.user('ESTUDIANTE');
      await until(() => t.app.loadPressure().reason === 'heapUsed', 'the first memory sample');
      const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: student.auth });
      expect(me.statusCode).toBe(503);
      expect(me.headers['retry-after']).toBe('3');
      expect(me.json()).toEqual({ error: SERVER_BUSY });
      const write = await t.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: student.user.email, password: TEST_PASSWORD },
      });
      expect(write.statusCode).toBe(503);

      const health = await t.inject(probe('/api/health'));
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('3');
      expect(health.json()).toMatchObject({ status: 'overloaded', pressure: { overloaded: true, reason: 'heapUsed' } });

      // Readiness too: the load balancer stops sending (the probes themselves are never shed).
      const ready = await t.inject(probe('/api/ready'));
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('3');
      expect(ready.json()).toEqual({
        status: 'overloaded',
        checks: { database: 'ok', redis: 'skipped', remotes: 'ok' },
        error: SERVER_BUSY,
        pressure: expect.objectContaining({ overloaded: true, reason: 'heapUsed' }),
      });
    });
  },
  // One byte: always past it.
  { artifactsDir, metricsToken: METRICS_TOKEN, overload: { ...off, maxHeapUsedBytes: 1 } },
);

describeEachDb(
  'a process whose event loop is blocked',
  (t) => {
    it('sheds /api requests with 503 while the delay lasts, and serves them again after', async () => {
      const student = await t.user('ESTUDIANTE');
      // Something hogs the event loop: 100 ms of synchronous work every 5 ms.
      const hog = setInterval(() => {
        const end = Date.now() + 100;
        while (Date.now() < end) {
          /* busy */
        }
      }, 5);
      try {
        await until(() => t.app.loadPressure().reason === 'eventLoopDelay', 'the delay to be measured');
        const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: student.auth });
        expect(me.statusCode).toBe(503);
        expect(me.headers['retry-after']).toBe('3');
        expect(me.json()).toEqual({ error: SERVER_BUSY });
      } finally {
        clearInterval(hog);
      }
      await until(() => !t.app.loadPressure().overloaded, 'the delay to pass');
      const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: student.auth });
      expect(me.statusCode).toBe(200);
    });
  },
  { overload: { ...off, maxEventLoopDelayMs: 50 } },
);
