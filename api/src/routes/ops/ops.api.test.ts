import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { describeEachDb } from '../../test/testApp';
import { ArtifactStore } from '../../domain/releases/artifact-store';
import { shellContractsVersion } from '../../domain/releases/workspace';

// The ops API through the real app: role guard, who = the user's e-mail, audit log.
const artifactsDir = mkdtempSync(path.join(os.tmpdir(), 'inpro-ops-api-'));
/** The contracts version the app's deploy checks compare with (the shell build's, else shared-contracts'). */
let contracts = '';
const buildsDir = path.join(artifactsDir, '..', `${path.basename(artifactsDir)}-builds`);

function fakeBuild(version: string): string {
  const dir = path.join(buildsDir, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'inpro-meta.json'), JSON.stringify({ name: 'mf_aula', version, contractsVersion: contracts }));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [{ name: 'spa', path: './spa' }] }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
  return dir;
}

beforeAll(async () => {
  contracts = await shellContractsVersion(path.resolve(__dirname, '../../../..'));
  const store = new ArtifactStore({ artifactsDir, shellContractsVersion: () => contracts });
  await store.deploy('mf-aula', { fromDir: fakeBuild('1.0.0'), who: 'cli' });
  await store.deploy('mf-aula', { fromDir: fakeBuild('1.1.0'), who: 'cli' });
});

afterAll(() => {
  rmSync(artifactsDir, { recursive: true, force: true });
  rmSync(buildsDir, { recursive: true, force: true });
});

describeEachDb(
  'ops API',
  (t) => {
    it('is only for SUPER_ADMIN / SUPERADMIN', async () => {
      expect((await t.inject({ method: 'GET', url: '/api/ops/remotes' })).statusCode).toBe(401);
      for (const role of ['ADMIN', 'DOCENTE', 'ESTUDIANTE'] as const) {
        const u = await t.user(role);
        const res = await t.inject({ method: 'POST', url: '/api/ops/remotes/mf-aula/rollback', headers: u.auth, payload: {} });
        expect([role, res.statusCode]).toEqual([role, 403]);
        expect(typeof res.json().error).toBe('string');
      }
      const alt = await t.user('SUPERADMIN');
      expect((await t.inject({ method: 'GET', url: '/api/ops/remotes', headers: alt.auth })).statusCode).toBe(200);
    });

    it('lists, rolls back and activates, recording the e-mail and an audit entry', async () => {
      const sa = await t.user('SUPER_ADMIN');
      const list = await t.inject({ method: 'GET', url: '/api/ops/remotes', headers: sa.auth });
      expect(list.statusCode).toBe(200);
      const aula = list.json().remotes.find((r: { remote: string }) => r.remote === 'mf-aula');
      expect(aula.active).toBe('1.1.0');
      expect(aula.versions.map((v: { version: string }) => v.version)).toEqual(['1.0.0', '1.1.0']);

      const back = await t.inject({ method: 'POST', url: '/api/ops/remotes/mf-aula/rollback', headers: sa.auth, payload: {} });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toEqual({ remote: 'mf-aula', from: '1.1.0', to: '1.0.0' });

      const fwd = await t.inject({
        method: 'POST',
        url: '/api/ops/remotes/mf-aula/activate',
        headers: sa.auth,
        payload: { version: '1.1.0' },
      });
      expect(fwd.json()).toEqual({ remote: 'mf-aula', from: '1.0.0', to: '1.1.0' });

      const history = (await t.inject({ method: 'GET', url: '/api/ops/remotes', headers: sa.auth })).json().history;
      expect(history[0]).toMatchObject({ remote: 'mf-aula', action: 'activate', from: '1.0.0', to: '1.1.0', who: sa.user.email });
      expect(history[1]).toMatchObject({ action: 'rollback', who: sa.user.email });

      const rows = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'remote'), eq(auditLog.actorEmail, sa.user.email)));
      expect(rows.map((r) => r.action).sort()).toEqual(['ACTIVATE', 'ROLLBACK']);

      // the served manifest follows the pointer
      const manifest = await t.inject({ method: 'GET', url: '/remotes.json' });
      expect(manifest.json().remotes['mf-aula'].version).toBe('1.1.0');
    });

    it('refuses with a Spanish error and the right status', async () => {
      const sa = await t.user('SUPER_ADMIN');
      const missing = await t.inject({
        method: 'POST',
        url: '/api/ops/remotes/mf-aula/activate',
        headers: sa.auth,
        payload: { version: '7.0.0' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'La versión 7.0.0 de mf-aula no está desplegada.' });
      const active = await t.inject({
        method: 'POST',
        url: '/api/ops/remotes/mf-aula/activate',
        headers: sa.auth,
        payload: { version: '1.1.0' },
      });
      expect(active.statusCode).toBe(409);
      const empty = await t.inject({ method: 'POST', url: '/api/ops/remotes/mf-aula/activate', headers: sa.auth, payload: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe('Indique la versión a activar.');
    });
  },
  { artifactsDir },
);
