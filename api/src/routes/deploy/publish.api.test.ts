import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultEnv, runCli } from '../../cli/remotes';
import { fakeBuilds } from '../../test/fakeBuilds';
import { describeEachDb } from '../../test/testApp';
import { shellContractsVersion } from '../../domain/releases/workspace';

// Publishing a build from a team's pipeline: a streamed .tar.gz, stored as a version, nothing activated.
const artifactsDir = mkdtempSync(path.join(os.tmpdir(), 'inpro-publish-api-'));
const buildsDir = mkdtempSync(path.join(os.tmpdir(), 'inpro-publish-builds-'));
let contracts = '';
/** Each database's run gets its own major version: the second run adopts the folder the first one filled. */
let runs = 0;

const { fakeDist, packedBuild } = fakeBuilds(buildsDir, () => contracts);

beforeAll(async () => {
  contracts = await shellContractsVersion(path.resolve(__dirname, '../../../..'));
});

afterAll(() => {
  rmSync(artifactsDir, { recursive: true, force: true });
  rmSync(buildsDir, { recursive: true, force: true });
});

describeEachDb(
  'publish a build with a deploy key',
  (t) => {
    runs += 1;
    /** The test app listening on a free port (the CLI talks HTTP to it). */
    const siteUrl = async () =>
      t.app.server.listening
        ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
        : t.app.listen({ port: 0, host: '127.0.0.1' });
    const major = runs + 1;
    const v = (rest: string) => `${major}.${rest}`;
    async function keyFor(remotes: string[]): Promise<string> {
      const sa = await t.user('SUPER_ADMIN');
      const res = await t.inject({ method: 'POST', url: '/api/ops/deploy-keys', headers: sa.auth, payload: { name: 'Equipo', remotes } });
      return res.json().key;
    }
    const publish = (key: string, body: Buffer, remote = 'mf-aula') =>
      t.inject({
        method: 'POST',
        url: `/api/deploy/remotes/${remote}/versions`,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/gzip' },
        payload: body,
      });

    it('stores the version without activating it; the same build twice is one version', async () => {
      const key = await keyFor(['mf-aula']);
      const build = await packedBuild(v('0.0'));
      const first = await publish(key, build);
      expect([first.statusCode, first.json()]).toEqual([201, { remote: 'mf-aula', version: v('0.0'), outcome: 'stored' }]);
      const again = await publish(key, await packedBuild(v('0.0')));
      expect([again.statusCode, again.json()]).toEqual([200, { remote: 'mf-aula', version: v('0.0'), outcome: 'unchanged' }]);

      const status = (
        await t.inject({ method: 'GET', url: '/api/deploy/remotes/mf-aula', headers: { authorization: `Bearer ${key}` } })
      ).json();
      expect(status.versions.filter((x: { version: string }) => x.version === v('0.0'))).toHaveLength(1);
      expect(status.active).not.toBe(v('0.0'));
    });

    it('refuses other files under a published version (immutable) with a Spanish 409', async () => {
      const key = await keyFor(['mf-aula']);
      expect((await publish(key, await packedBuild(v('1.0')))).statusCode).toBe(201);
      const changed = await publish(key, await packedBuild(v('1.0'), { extra: 'changed' }));
      expect(changed.statusCode).toBe(409);
      expect(changed.json().error).toContain(v('1.0'));
    });

    it("refuses a build of another remote's container, a broken archive, a wrong type and one over the size limit", async () => {
      const key = await keyFor(['mf-aula']);
      const other = await publish(key, await packedBuild(v('2.0'), { name: 'mf_teacher' }));
      expect(other.statusCode).toBe(409);
      expect(other.json().error).toEqual(expect.any(String));

      const broken = await publish(key, Buffer.from('not a tarball'));
      expect([broken.statusCode, broken.json()]).toEqual([400, { error: 'El archivo enviado no es un .tar.gz válido de la compilación.' }]);

      const json = await t.inject({
        method: 'POST',
        url: '/api/deploy/remotes/mf-aula/versions',
        headers: { authorization: `Bearer ${key}` },
        payload: { hello: 'world' },
      });
      expect(json.statusCode).toBe(415);

      const big = await publish(key, await packedBuild(v('3.0'), { bytes: 200 * 1024 }));
      expect([big.statusCode, big.json()]).toEqual([413, { error: 'La compilación supera el límite de 0.1 MB.' }]);
      const status = (
        await t.inject({ method: 'GET', url: '/api/deploy/remotes/mf-aula', headers: { authorization: `Bearer ${key}` } })
      ).json();
      expect(status.versions.map((x: { version: string }) => x.version)).not.toEqual(expect.arrayContaining([v('2.0')]));
      expect(status.versions.map((x: { version: string }) => x.version)).not.toEqual(expect.arrayContaining([v('3.0')]));
    });

    it('npm run remotes -- publish streams the build to a running site and prints the answer', async () => {
      const key = await keyFor(['mf-aula']);
      const site = await siteUrl();
      const lines: string[] = [];
      const env = { ...defaultEnv(), out: (l: string) => lines.push(l), err: (l: string) => lines.push(`ERR ${l}`) };
      const dir = fakeDist(v('5.0'));
      expect(await runCli(['publish', 'mf-aula', '--site', site, '--key', key, '--from', dir], env)).toBe(0);
      expect(await runCli(['publish', 'mf-aula', '--site', site, '--key', key, '--from', dir], env)).toBe(0);
      const teacher = await keyFor(['mf-teacher']);
      expect(await runCli(['publish', 'mf-aula', '--site', site, '--key', teacher, '--from', dir], env)).toBe(1);
      expect(await runCli(['publish', 'mf-aula', '--site', site], { ...env, deployKey: null })).toBe(2);
      expect(lines.slice(0, 3)).toEqual([
        `mf-aula ${v('5.0')} published to ${site} (stored, not live yet).`,
        `mf-aula ${v('5.0')} was already published with the same files; nothing changed.`,
        'ERR Refused (403): Esta clave de despliegue no puede publicar este micro-frontend.',
      ]);
    });

    it('refuses, in Spanish and with nothing stored, a React range the shell does not serve, a build over budget and an older version', async () => {
      const key = await keyFor(['mf-aula']);
      const versions = async () =>
        (await t.inject({ method: 'GET', url: '/api/deploy/remotes/mf-aula', headers: { authorization: `Bearer ${key}` } }))
          .json()
          .versions.map((x: { version: string }) => x.version);

      const react18 = await publish(key, await packedBuild(v('6.0'), { react: '^18.2.0' }));
      expect(react18.statusCode).toBe(409);
      expect(react18.json().error).toMatch(
        new RegExp(`^mf-aula ${v('6.0').replace(/\./g, '\\.')} requiere react \\^18\\.2\\.0 y el shell ofrece 19\\.`),
      );

      const noSpa = await publish(key, await packedBuild(v('6.0'), { exposes: './app' }));
      expect([noSpa.statusCode, noSpa.json().error]).toEqual([409, `El manifiesto de mf-aula ${v('6.0')} no expone ./spa.`]);
      const oldContracts = await publish(key, await packedBuild(v('6.0'), { contracts: '999.0.0' }));
      expect(oldContracts.statusCode).toBe(409);
      expect(oldContracts.json().error).toContain('usa shared-contracts 999.0.0 y el shell usa');

      const heavy = await publish(key, await packedBuild(v('6.0'), { spaBytes: 40 * 1024 }));
      expect(heavy.statusCode).toBe(409);
      expect(heavy.json().error).toMatch(
        /la entrada y los primeros fragmentos pesan 40(\.\d)? KB comprimidos y el presupuesto del área es 32 KB\.$/,
      );
      expect(await versions()).not.toContain(v('6.0'));

      // 6.1 goes live; 6.0 (lower) is then refused unless published as a rollback.
      expect((await publish(key, await packedBuild(v('6.1')))).statusCode).toBe(201);
      const sa = await t.user('SUPER_ADMIN');
      const live = await t.inject({
        method: 'POST',
        url: '/api/ops/remotes/mf-aula/activate',
        headers: sa.auth,
        payload: { version: v('6.1') },
      });
      expect(live.statusCode).toBe(200);
      const older = await publish(key, await packedBuild(v('6.0')));
      expect([older.statusCode, older.json().error]).toEqual([
        409,
        `mf-aula ${v('6.0')} no es mayor que la versión en vivo ${v('6.1')}. Para volver atrás, publíquela como reversión.`,
      ]);
      expect(await versions()).not.toContain(v('6.0'));
      const asRollback = await t.inject({
        method: 'POST',
        url: '/api/deploy/remotes/mf-aula/versions?rollback=true',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/gzip' },
        payload: await packedBuild(v('6.0')),
      });
      expect(asRollback.statusCode).toBe(201);
      // The live build published again is the same version, not an "older" one.
      expect((await publish(key, await packedBuild(v('6.1')))).statusCode).toBe(200);
    });

    it('a canary started with the key promotes itself when its signals are not worse, and a broken one aborts itself', async () => {
      const key = await keyFor(['mf-aula']);
      const auth = { authorization: `Bearer ${key}` };
      const sa = await t.user('SUPER_ADMIN');
      expect((await publish(key, await packedBuild(v('7.0')))).statusCode).toBe(201);
      await t.inject({ method: 'POST', url: '/api/ops/remotes/mf-aula/activate', headers: sa.auth, payload: { version: v('7.0') } });
      let n = 0;
      const send = async (version: string, loads: number, failures: number) => {
        const list = [
          ...Array.from({ length: loads }, () => ({ type: 'load', remote: 'mf-aula', version })),
          ...Array.from({ length: failures }, () => ({ type: 'load-error', remote: 'mf-aula', version, reason: 'chunk' })),
        ];
        for (const event of list) {
          n += 1;
          const remoteAddress = `10.${runs}.${Math.floor(n / 250)}.${n % 250}`;
          const ticket = (await t.inject({ method: 'GET', url: '/remotes.json', remoteAddress })).json().loadTicket as string;
          const res = await t.inject({ method: 'POST', url: '/api/signals', remoteAddress, payload: { ticket, events: [event] } });
          expect(res.statusCode).toBe(202);
        }
      };
      const until = async (check: (s: { active: string | null; canary: unknown }) => boolean, tries = 100) => {
        for (let i = 0; i < tries; i += 1) {
          const s = (await t.inject({ method: 'GET', url: '/api/deploy/remotes/mf-aula', headers: auth })).json();
          if (check(s)) return s;
          await new Promise((r) => setTimeout(r, 100));
        }
        return (await t.inject({ method: 'GET', url: '/api/deploy/remotes/mf-aula', headers: auth })).json();
      };

      expect((await publish(key, await packedBuild(v('7.1')))).statusCode).toBe(201);
      const started = await t.inject({
        method: 'POST',
        url: '/api/deploy/remotes/mf-aula/canary',
        headers: auth,
        payload: { version: v('7.1'), percent: 10 },
      });
      expect([started.statusCode, started.json().canary]).toEqual([200, v('7.1')]);
      await send(v('7.0'), 5, 0);
      await send(v('7.1'), 3, 0);
      expect((await until(() => false, 10)).active).toBe(v('7.0')); // not before the minimum of loads
      await send(v('7.1'), 3, 0);
      const promoted = await until((s) => s.active === v('7.1'));
      expect([promoted.active, promoted.canary]).toEqual([v('7.1'), null]);

      expect((await publish(key, await packedBuild(v('7.2')))).statusCode).toBe(201);
      await t.inject({
        method: 'POST',
        url: '/api/deploy/remotes/mf-aula/canary',
        headers: auth,
        payload: { version: v('7.2'), percent: 10 },
      });
      await send(v('7.2'), 2, 4);
      const aborted = await until((s) => s.canary === null);
      expect([aborted.active, aborted.canary]).toEqual([v('7.1'), null]);

      // From the pipeline: publish … --canary 10 --wait prints the decision and exits 0 on promotion, 1 on abort.
      const lines: string[] = [];
      const env = { ...defaultEnv(), waitIntervalMs: 100, out: (l: string) => lines.push(l), err: (l: string) => lines.push(`ERR ${l}`) };
      const site = await siteUrl();
      const cli = (version: string) =>
        runCli(['publish', 'mf-aula', '--site', site, '--key', key, '--from', fakeDist(version), '--canary', '10', '--wait'], env);
      const good = cli(v('7.3'));
      await until((s) => (s.canary as { version?: string } | null)?.version === v('7.3'));
      await send(v('7.3'), 6, 0);
      expect(await good).toBe(0);
      expect(lines.at(-1)).toMatch(
        new RegExp(`^Decision: promoted\\. mf-aula ${v('7.3').replace(/\./g, '\\.')} is live for every browser`),
      );
      const bad = cli(v('7.4'));
      await until((s) => (s.canary as { version?: string } | null)?.version === v('7.4'));
      await send(v('7.4'), 1, 5);
      expect(await bad).toBe(1);
      expect(lines.at(-1)).toMatch(/^Decision: aborted\./);
    });

    it('a key of another team cannot publish here, and no key means 401', async () => {
      const teacher = await keyFor(['mf-teacher']);
      const res = await publish(teacher, await packedBuild(v('4.0')));
      expect(res.statusCode).toBe(403);
      const none = await t.inject({
        method: 'POST',
        url: '/api/deploy/remotes/mf-aula/versions',
        headers: { 'content-type': 'application/gzip' },
        payload: await packedBuild(v('4.0')),
      });
      expect(none.statusCode).toBe(401);
    });
  },
  { artifactsDir, publishMaxBytes: 100 * 1024, publishBudgetBytes: 32 * 1024, canaryMinLoads: 5 },
);
