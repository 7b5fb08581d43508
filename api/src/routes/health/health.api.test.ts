import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_BUSY } from '@inpro/shared-contracts';
import { describeEachDb } from '../../test/testApp';

// A readable remotes manifest, so that /api/ready's other checks pass and only the load decides.
const artifactsDir = mkdtempSync(path.join(tmpdir(), 'inpro-health-'));
writeFileSync(path.join(artifactsDir, 'remotes.json'), JSON.stringify({ remotes: {} }));
afterAll(() => rmSync(artifactsDir, { recursive: true, force: true }));

const TOKEN = 'metrics-token-for-health-tests-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const off = { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, passwordHashConcurrency: null, passwordHashQueue: 32 };

describeEachDb(
  'GET /api/health says little to strangers',
  (t) => {
    it('answers an anonymous caller, or one with another token, the status alone', async () => {
      for (const headers of [{}, bearer('not-the-metrics-token-0123456789'), { authorization: TOKEN }]) {
        const res = await t.inject({ method: 'GET', url: '/api/health', headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        // No uptime, memory, event loop or hashing-queue figures (the size of a flood that fills it).
        expect(res.json()).toEqual({ status: 'ok' });
      }
    });

    it('gives the details with the metrics token', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/health', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ok',
        db: t.kind,
        uptime: expect.any(Number),
        pressure: expect.objectContaining({
          overloaded: false,
          heapUsedMB: expect.any(Number),
          rssMB: expect.any(Number),
          passwordQueue: expect.objectContaining({ concurrency: expect.any(Number), maxWaiting: 32, waiting: 0 }),
        }),
      });
    });

    it('publishes the hashing queue as Prometheus series', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(200);
      for (const series of [
        /^password_hash_active 0$/m,
        /^password_hash_waiting 0$/m,
        /^password_hash_concurrency [1-9]\d*$/m,
        /^password_hash_queue_limit 32$/m,
        /^password_hash_mean_seconds \d/m,
        /^password_hash_refused_total \d+$/m,
      ]) {
        expect(res.body).toMatch(series);
      }
      expect(res.body).toContain('# TYPE password_hash_refused_total counter');
    });
  },
  { metricsToken: TOKEN, overload: off },
);

describeEachDb(
  'GET /api/health and /api/ready of a saturated process, to strangers',
  (t) => {
    it('say overloaded (503, Retry-After, the Spanish message) without the figures behind it', async () => {
      const until = Date.now() + 10_000;
      while (!t.app.loadPressure().overloaded && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      const health = await t.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('3');
      expect(health.json()).toEqual({ status: 'overloaded', error: SERVER_BUSY });
      const ready = await t.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'overloaded',
        checks: { database: 'ok', redis: 'skipped', remotes: 'ok' },
        error: SERVER_BUSY,
      });
      // The holder of the token still reads why.
      const detailed = await t.inject({ method: 'GET', url: '/api/health', headers: bearer(TOKEN) });
      expect(detailed.json()).toMatchObject({ status: 'overloaded', pressure: { overloaded: true, reason: 'heapUsed' } });
    });
  },
  // One byte of heap: always past it.
  { artifactsDir, metricsToken: TOKEN, overload: { ...off, maxHeapUsedBytes: 1 } },
);
