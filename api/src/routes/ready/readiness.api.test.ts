import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NOT_READY, STOPPING } from '@inpro/shared-contracts';
import { describeEachDb } from '../../test/testApp';

const artifactsDir = mkdtempSync(path.join(tmpdir(), 'inpro-ready-'));
const manifest = path.join(artifactsDir, 'remotes.json');
afterAll(() => rmSync(artifactsDir, { recursive: true, force: true }));

describeEachDb(
  'GET /api/ready',
  (t) => {
    afterEach(() => {
      t.app.lifecycle.stopping = false;
    });

    it('is ready when the database answers and the remotes manifest is readable (Redis not configured)', async () => {
      writeFileSync(manifest, JSON.stringify({ updatedAt: '2026-11-26T10:00:00.000Z', remotes: {} }));
      const res = await t.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'skipped', remotes: 'ok' } });
    });

    it('is not ready while the remotes manifest is missing or unreadable, and says which check fails', async () => {
      rmSync(manifest, { force: true });
      const missing = await t.inject({ method: 'GET', url: '/api/ready' });
      expect(missing.statusCode).toBe(503);
      expect(missing.json()).toEqual({
        status: 'not-ready',
        checks: { database: 'ok', redis: 'skipped', remotes: 'failed' },
        error: NOT_READY,
      });
      writeFileSync(manifest, '{"remotes": ');
      expect((await t.inject({ method: 'GET', url: '/api/ready' })).json().checks.remotes).toBe('failed');
      writeFileSync(manifest, '[]');
      expect((await t.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
      // Liveness does not depend on it.
      expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('answers 503 `stopping` after SIGTERM, and every response then closes its connection', async () => {
      writeFileSync(manifest, JSON.stringify({ remotes: {} }));
      t.app.lifecycle.stopping = true;
      const res = await t.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'stopping', checks: { database: 'ok', redis: 'skipped', remotes: 'ok' }, error: STOPPING });
      expect(res.headers.connection).toBe('close');
      // The process still serves what it is sent meanwhile.
      const health = await t.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe('close');
    });
  },
  { artifactsDir },
);
