import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PREVIEW_COOKIE, PREVIEW_LINK_EXPIRED, PREVIEW_LINK_INVALID } from '@inpro/shared-contracts';
import { defaultEnv, runCli } from '../../cli/remotes';
import { fakeBuilds } from '../../test/fakeBuilds';
import { TEST_JWT_SECRET, describeOnDb } from '../../test/testApp';
import { DEPLOY_KEY_OTHER_REMOTE } from '../../domain/releases/deployKeys';
import { previewTokens } from '../../domain/releases/previewTokens';
import { shellContractsVersion } from '../../domain/releases/workspace';

// Previews: a signed link gives one browser an unreleased version of one remote; everyone else keeps the live one.
const artifactsDir = mkdtempSync(path.join(os.tmpdir(), 'inpro-preview-api-'));
const buildsDir = mkdtempSync(path.join(os.tmpdir(), 'inpro-preview-builds-'));
let contracts = '';
let runs = 0;
const { packedBuild } = fakeBuilds(buildsDir, () => contracts);

beforeAll(async () => {
  contracts = await shellContractsVersion(path.resolve(__dirname, '../../../..'));
});

afterAll(() => {
  rmSync(artifactsDir, { recursive: true, force: true });
  rmSync(buildsDir, { recursive: true, force: true });
});

type Manifest = {
  remotes: Record<string, { version: string; entry: string; canary?: unknown }>;
  preview?: { remote: string; version: string };
};

describeOnDb(
  'previews of an unreleased version',
  (t) => {
    runs += 1;
    const major = runs + 1;
    const v = (rest: string) => `${major}.${rest}`;
    const live = v('0.0');
    const next = v('1.0');

    async function keyFor(remotes: string[], name = 'Equipo Aula'): Promise<string> {
      const sa = await t.user('SUPER_ADMIN');
      const res = await t.inject({ method: 'POST', url: '/api/ops/deploy-keys', headers: sa.auth, payload: { name, remotes } });
      return res.json().key;
    }
    const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
    const manifest = async (cookie?: string) =>
      (
        await t.inject({ method: 'GET', url: '/remotes.json', ...(cookie ? { cookies: { [PREVIEW_COOKIE]: cookie } } : {}) })
      ).json() as Manifest;
    /** The cookie the link sets (its value), following the link as a browser does. */
    async function open(url: string): Promise<{ status: number; location?: string; cookie?: string; body: string }> {
      const { pathname, search } = new URL(url);
      const res = await t.inject({ method: 'GET', url: `${pathname}${search}`, headers: { accept: 'text/html' } });
      const cookie = res.cookies.find((c) => c.name === PREVIEW_COOKIE);
      return { status: res.statusCode, location: res.headers.location as string | undefined, cookie: cookie?.value, body: res.body };
    }

    let key = '';
    beforeAll(async () => {
      key = await keyFor(['mf-aula']);
      for (const version of [live, next]) {
        const res = await t.inject({
          method: 'POST',
          url: '/api/deploy/remotes/mf-aula/versions',
          headers: { ...bearer(key), 'content-type': 'application/gzip' },
          payload: await packedBuild(version),
        });
        expect(res.statusCode).toBe(201);
      }
      const sa = await t.user('SUPER_ADMIN');
      const activated = await t.inject({
        method: 'POST',
        url: '/api/ops/remotes/mf-aula/activate',
        headers: sa.auth,
        payload: { version: live },
      });
      expect(activated.statusCode).toBe(200);
    });

    it('the master administrator gets a link; the browser that opens it sees that version, every other one the live one', async () => {
      const sa = await t.user('SUPER_ADMIN');
      const res = await t.inject({ method: 'POST', url: '/api/ops/remotes/mf-aula/preview', headers: sa.auth, payload: { version: next } });
      expect(res.statusCode).toBe(200);
      const link = res.json() as { url: string; expiresAt: string; remote: string; version: string };
      expect(link).toMatchObject({ remote: 'mf-aula', version: next, url: expect.stringMatching(/\/api\/preview\?token=/) });
      expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now());

      const opened = await open(link.url);
      expect([opened.status, opened.location]).toEqual([303, '/aula']);
      expect(opened.cookie).toBeTruthy();

      const previewing = await manifest(opened.cookie);
      expect(previewing.remotes['mf-aula']).toEqual({ name: 'mf_aula', version: next, entry: `/remotes/mf-aula/${next}/mf-manifest.json` });
      expect(previewing.preview).toMatchObject({ remote: 'mf-aula', version: next });
      const everyoneElse = await manifest();
      expect(everyoneElse.remotes['mf-aula'].version).toBe(live);
      expect(everyoneElse.preview).toBeUndefined();

      // Leaving the preview removes the cookie.
      const left = await t.inject({ method: 'DELETE', url: '/api/preview', cookies: { [PREVIEW_COOKIE]: opened.cookie as string } });
      expect(left.statusCode).toBe(204);
      const cleared = left.cookies.find((c) => c.name === PREVIEW_COOKIE);
      expect(cleared?.value).toBe('');
    });

    it("a previewing browser's field signals of that remote are not counted, as the live version or the previewed one", async () => {
      const sa = await t.user('SUPER_ADMIN');
      const { url } = (
        await t.inject({ method: 'POST', url: '/api/ops/remotes/mf-aula/preview', headers: sa.auth, payload: { version: next } })
      ).json() as { url: string };
      const { cookie } = await open(url);
      const remoteAddress = `10.77.${runs}.1`;
      const send = async (version: string, withCookie: boolean) => {
        const ticket = (await t.inject({ method: 'GET', url: '/remotes.json', remoteAddress })).json().loadTicket as string;
        const res = await t.inject({
          method: 'POST',
          url: '/api/signals',
          remoteAddress,
          payload: { ticket, events: [{ type: 'load', remote: 'mf-aula', version }] },
          ...(withCookie ? { cookies: { [PREVIEW_COOKIE]: cookie as string } } : {}),
        });
        return [res.statusCode, res.json()];
      };
      expect(await send(next, true)).toEqual([202, { accepted: 0, ignored: 1 }]);
      expect(await send(live, true)).toEqual([202, { accepted: 0, ignored: 1 }]);
      expect(await send(next, false)).toEqual([202, { accepted: 1, ignored: 0 }]);
      expect(await send(live, false)).toEqual([202, { accepted: 1, ignored: 0 }]);
    });

    it('refuses an expired or altered link in Spanish, and ignores such a cookie', async () => {
      const expired = previewTokens(TEST_JWT_SECRET, -60_000).issue('mf-aula', next).token;
      const old = await open(`http://site/api/preview?token=${encodeURIComponent(expired)}`);
      expect([old.status, old.cookie]).toEqual([400, undefined]);
      expect(old.body).toContain(PREVIEW_LINK_EXPIRED);

      const good = previewTokens(TEST_JWT_SECRET).issue('mf-aula', next).token;
      // Another version under the same signature, and another signature.
      const otherVersion = good.replace(`mf-aula.${next}.`, `mf-aula.${v('9.9')}.`);
      const sig = good.slice(good.lastIndexOf('.') + 1);
      const otherSignature = `${good.slice(0, good.lastIndexOf('.') + 1)}${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
      for (const token of [otherVersion, otherSignature, 'nada']) {
        const refused = await open(`http://site/api/preview?token=${encodeURIComponent(token)}`);
        expect([refused.status, refused.cookie]).toEqual([400, undefined]);
        expect(refused.body).toContain(PREVIEW_LINK_INVALID);
        expect((await manifest(token)).remotes['mf-aula'].version).toBe(live);
      }
      const json = await t.inject({ method: 'GET', url: `/api/preview?token=${encodeURIComponent(expired)}` });
      expect([json.statusCode, json.json()]).toEqual([400, { error: PREVIEW_LINK_EXPIRED }]);
      expect((await manifest(expired)).preview).toBeUndefined();
    });

    it("the team's key gets a link for its remote only (403 on another team's), of a stored version only", async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/deploy/remotes/mf-aula/preview',
        headers: bearer(key),
        payload: { version: next },
      });
      expect(res.statusCode).toBe(200);
      expect((await manifest((await open(res.json().url)).cookie)).remotes['mf-aula'].version).toBe(next);

      const teacher = await keyFor(['mf-teacher'], 'Equipo Docente');
      const other = await t.inject({
        method: 'POST',
        url: '/api/deploy/remotes/mf-aula/preview',
        headers: bearer(teacher),
        payload: { version: next },
      });
      expect([other.statusCode, other.json()]).toEqual([403, { error: DEPLOY_KEY_OTHER_REMOTE }]);

      const missing = await t.inject({
        method: 'POST',
        url: '/api/deploy/remotes/mf-aula/preview',
        headers: bearer(key),
        payload: { version: `${major}.8.8` },
      });
      expect([missing.statusCode, missing.json()]).toEqual([404, { error: `La versión ${major}.8.8 de mf-aula no está publicada.` }]);
      const empty = await t.inject({ method: 'POST', url: '/api/deploy/remotes/mf-aula/preview', headers: bearer(key), payload: {} });
      expect([empty.statusCode, empty.json().error]).toEqual([400, 'Indique la versión a previsualizar.']);
    });

    it('npm run remotes -- preview prints the link; the history says who published and previewed, and from which machine', async () => {
      const site = t.app.server.listening
        ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
        : await t.app.listen({ port: 0, host: '127.0.0.1' });
      const lines: string[] = [];
      const env = { ...defaultEnv(), out: (l: string) => lines.push(l), err: (l: string) => lines.push(`ERR ${l}`) };
      expect(await runCli(['preview', 'mf-aula', next, '--site', site, '--key', key], env)).toBe(0);
      expect(lines.at(-1)).toMatch(new RegExp(`^Preview of mf-aula ${next.replace(/\./g, '\\.')} until .+: ${site}/api/preview\\?token=`));
      expect(await runCli(['preview', 'mf-aula', next, '--site', site], { ...env, deployKey: null })).toBe(2);

      const sa = await t.user('SUPER_ADMIN');
      const { history } = (await t.inject({ method: 'GET', url: '/api/ops/remotes', headers: sa.auth })).json() as {
        history: Array<{ remote: string; action: string; to: string; who: string; machine?: string }>;
      };
      const of = (action: string) => history.filter((h) => h.remote === 'mf-aula' && h.to === next && h.action === action);
      expect(of('publish')).toEqual([expect.objectContaining({ who: 'clave:Equipo Aula', machine: expect.any(String) })]);
      const previewers = of('preview').map((h) => h.who);
      expect(previewers).toContain('clave:Equipo Aula');
      expect(previewers.some((who) => /^super_admin.+@test\.pe$/.test(who))).toBe(true);
    });
  },
  { artifactsDir },
);
