import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { PrivatePostgres, canRunPrivatePostgres } from '../test/privatePostgres';
import { TEST_JWT_SECRET } from '../test/testApp';
import { DATABASE_UNAVAILABLE } from './errorHandler';

// Runs where the PostgreSQL tests run (CI sets TEST_DATABASE_URL) and the server binaries exist.
const run = process.env.TEST_DATABASE_URL && canRunPrivatePostgres() ? describe : describe.skip;

async function waitForHealth(app: FastifyInstance, status: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  let last = 0;
  while (Date.now() - started < timeoutMs) {
    last = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    if (last === status) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`/api/health stayed ${last}, expected ${status}`);
}

run('a PostgreSQL outage', () => {
  const pg = new PrivatePostgres(55_000 + (process.pid % 5000));
  let app: FastifyInstance;
  let storageDir: string;

  beforeAll(async () => {
    pg.init();
    pg.start();
    storageDir = mkdtempSync(path.join(tmpdir(), 'inpro-outage-'));
    app = await buildApp({
      logger: false,
      config: {
        jwtSecret: TEST_JWT_SECRET,
        databaseUrl: pg.url,
        storageDir,
        dataDir: storageDir,
        // Only the database decides here (a busy test machine must not look overloaded).
        overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, passwordHashConcurrency: null, passwordHashQueue: 1000 },
      },
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    pg.destroy();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('answers 503 in Spanish with Retry-After while the database is down, and recovers by itself', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(200);

    pg.stop();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.json()).toEqual({ status: 'unavailable', error: DATABASE_UNAVAILABLE });

    for (const url of ['/api/courses', '/api/courses/1', '/api/site/config']) {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode === 200) continue; // answered without the database
      expect({ url, status: res.statusCode }).toEqual({ url, status: 503 });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: DATABASE_UNAVAILABLE });
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nadie@inpro.test', password: 'Clave-Segura-1' },
    });
    expect(login.statusCode).toBe(503);

    pg.start();
    await waitForHealth(app, 200, 15_000);
    expect((await app.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(200);
  }, 60_000);
});
