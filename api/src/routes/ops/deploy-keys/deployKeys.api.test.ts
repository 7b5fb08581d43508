import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { auditLog, deployKeys } from '../../../db/schema';
import { describeOnDb } from '../../../test/testApp';
import {
  DEPLOY_KEY_INVALID,
  DEPLOY_KEY_ONLY_ITS_REMOTES,
  DEPLOY_KEY_OTHER_REMOTE,
  hashDeployKey,
} from '../../../domain/releases/deployKeys';

// Deploy keys through the real app: created by the master administrator, shown once, hashed, scoped, revocable, audited.
const artifactsDir = mkdtempSync(path.join(os.tmpdir(), 'inpro-deploy-keys-'));

afterAll(() => rmSync(artifactsDir, { recursive: true, force: true }));

describeOnDb(
  'deploy keys',
  (t) => {
    async function createKey(name: string, remotes: string[], by?: { auth: Record<string, string> }): Promise<{ id: number; key: string }> {
      const sa = by ?? (await t.user('SUPER_ADMIN'));
      const res = await t.inject({ method: 'POST', url: '/api/ops/deploy-keys', headers: sa.auth, payload: { name, remotes } });
      expect(res.statusCode).toBe(201);
      return res.json();
    }
    const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

    it('only the master administrator creates, lists and revokes keys', async () => {
      expect((await t.inject({ method: 'GET', url: '/api/ops/deploy-keys' })).statusCode).toBe(401);
      const admin = await t.user('ADMIN');
      const before = (await t.db.select().from(deployKeys)).length;
      const res = await t.inject({
        method: 'POST',
        url: '/api/ops/deploy-keys',
        headers: admin.auth,
        payload: { name: 'Aula', remotes: ['mf-aula'] },
      });
      expect(res.statusCode).toBe(403);
      expect(await t.db.select().from(deployKeys)).toHaveLength(before);
    });

    it('shows the key once and stores only its hash', async () => {
      const sa = await t.user('SUPER_ADMIN');
      const created = await t.inject({
        method: 'POST',
        url: '/api/ops/deploy-keys',
        headers: sa.auth,
        payload: { name: 'Equipo Aula', remotes: ['mf-aula'] },
      });
      expect(created.statusCode).toBe(201);
      const body = created.json();
      expect(body).toMatchObject({ name: 'Equipo Aula', remotes: ['mf-aula'], createdBy: sa.user.email, revokedAt: null });
      expect(body.key).toMatch(/^inpro_dk_[A-Za-z0-9_-]{43}$/);
      expect(body.hint).toBe(body.key.slice(-4));

      const [row] = await t.db.select().from(deployKeys).where(eq(deployKeys.id, body.id));
      expect(row.keyHash).toBe(hashDeployKey(body.key));
      expect(JSON.stringify(row)).not.toContain(body.key);

      const list = await t.inject({ method: 'GET', url: '/api/ops/deploy-keys', headers: sa.auth });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(body.key);
      expect(list.json().keys[0]).toEqual(expect.objectContaining({ id: body.id, name: 'Equipo Aula', hint: body.hint }));
    });

    it('refuses bad input in Spanish and creates nothing', async () => {
      const sa = await t.user('SUPER_ADMIN');
      const before = (await t.db.select().from(deployKeys)).length;
      for (const payload of [
        {},
        { name: 'Aula', remotes: [] },
        { name: 'A', remotes: ['mf-aula'] },
        { name: 'Aula', remotes: ['mf-nada'] },
        { name: 'Aula', remotes: ['../x'] },
      ]) {
        const res = await t.inject({ method: 'POST', url: '/api/ops/deploy-keys', headers: sa.auth, payload });
        expect([JSON.stringify(payload), res.statusCode]).toEqual([JSON.stringify(payload), 400]);
        expect(res.json().error).toMatch(/[a-z]/);
      }
      expect(await t.db.select().from(deployKeys)).toHaveLength(before);
    });

    it("a key reads its own remote and gets 403 on another team's remote, the shell and every other route", async () => {
      const aula = await createKey('Equipo Aula', ['mf-aula']);
      const own = await t.inject({ method: 'GET', url: '/api/deploy/remotes/mf-aula', headers: bearer(aula.key) });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ remote: 'mf-aula' });

      const other = await t.inject({ method: 'GET', url: '/api/deploy/remotes/mf-teacher', headers: bearer(aula.key) });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ error: DEPLOY_KEY_OTHER_REMOTE });

      const elsewhere = [
        ['GET', '/api/ops/remotes'],
        ['POST', '/api/ops/remotes/mf-aula/activate'],
        ['POST', '/api/ops/remotes/mf-aula/canary'],
        ['GET', '/api/ops/deploy-keys'],
        ['GET', '/api/auth/me'],
        ['GET', '/api/courses'],
        ['GET', '/api/no-such-route'],
        ['GET', '/'],
        ['GET', '/remotes.json'],
      ] as const;
      for (const [method, url] of elsewhere) {
        const res = await t.inject({ method, url, headers: bearer(aula.key), payload: method === 'POST' ? {} : undefined });
        expect([url, res.statusCode, res.json()]).toEqual([url, 403, { error: DEPLOY_KEY_ONLY_ITS_REMOTES }]);
      }
    });

    it('a key for several remotes opens each of them', async () => {
      const both = await createKey('Docencia y aula', ['mf-teacher', 'mf-aula']);
      for (const remote of ['mf-aula', 'mf-teacher']) {
        expect((await t.inject({ method: 'GET', url: `/api/deploy/remotes/${remote}`, headers: bearer(both.key) })).statusCode).toBe(200);
      }
      expect((await t.inject({ method: 'GET', url: '/api/deploy/remotes/mf-admin', headers: bearer(both.key) })).statusCode).toBe(403);
    });

    it('an unknown or revoked key gets 401, and a user token is no deploy key', async () => {
      const aula = await createKey('Equipo Aula', ['mf-aula']);
      const sa = await t.user('SUPER_ADMIN');
      const revoked = await t.inject({ method: 'POST', url: `/api/ops/deploy-keys/${aula.id}/revoke`, headers: sa.auth });
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().revokedAt).toEqual(expect.any(String));
      const res = await t.inject({ method: 'GET', url: '/api/deploy/remotes/mf-aula', headers: bearer(aula.key) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: DEPLOY_KEY_INVALID });
      const forged = await t.inject({ method: 'GET', url: '/api/deploy/remotes/mf-aula', headers: bearer(`${aula.key.slice(0, -1)}x`) });
      expect(forged.statusCode).toBe(401);
      const user = await t.inject({ method: 'GET', url: '/api/deploy/remotes/mf-aula', headers: sa.auth });
      expect(user.statusCode).toBe(401);
      expect((await t.inject({ method: 'POST', url: '/api/ops/deploy-keys/99999/revoke', headers: sa.auth })).statusCode).toBe(404);
      expect((await t.inject({ method: 'POST', url: '/api/ops/deploy-keys/abc/revoke', headers: sa.auth })).statusCode).toBe(404);
    });

    it('audits the creation, every use (refused ones too) and the revocation', async () => {
      const sa = await t.user('SUPER_ADMIN');
      const aula = await createKey('Equipo Aula', ['mf-aula'], sa);
      await t.inject({ method: 'GET', url: '/api/deploy/remotes/mf-aula', headers: bearer(aula.key) });
      await t.inject({ method: 'GET', url: '/api/deploy/remotes/mf-public', headers: bearer(aula.key) });
      await t.inject({ method: 'POST', url: `/api/ops/deploy-keys/${aula.id}/revoke`, headers: sa.auth });
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'deploy_key'), eq(auditLog.entityId, String(aula.id))))
        .orderBy(auditLog.id);
      expect(rows.map((r) => [r.action, r.actorEmail, r.details?.remote ?? null, r.details?.allowed ?? null])).toEqual([
        ['CREATE', sa.user.email, null, null],
        ['DEPLOY_KEY_USE', 'clave:Equipo Aula', 'mf-aula', true],
        ['DEPLOY_KEY_USE', 'clave:Equipo Aula', 'mf-public', false],
        ['REVOKE', sa.user.email, null, null],
      ]);
      expect(JSON.stringify(rows)).not.toContain(aula.key);
      const [row] = await t.db.select().from(deployKeys).where(eq(deployKeys.id, aula.id));
      expect(row.lastUsedAt).toBeInstanceOf(Date);
    });
  },
  { artifactsDir },
);
