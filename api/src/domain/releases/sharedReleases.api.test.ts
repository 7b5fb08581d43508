import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { TestDb, type TestUser } from '../../test/testApp';
import { describeOnPostgres } from '../../test/describeOnPostgres';
import type { ArtifactStore, HistoryEntry } from './artifact-store';
import { opsStoreOf } from './opsStore';
import { shellContractsVersion } from './workspace';

// Two API processes on one PostgreSQL database, each with its own artifacts folder, as two machines
// behind a load balancer: every move made through one is what the other serves and shows.
const root = mkdtempSync(path.join(os.tmpdir(), 'inpro-shared-releases-'));
const dirA = path.join(root, 'machine-a');
const dirB = path.join(root, 'machine-b');
const builds = path.join(root, 'builds');
const shellDir = path.join(root, 'shell');
mkdirSync(shellDir, { recursive: true });
writeFileSync(
  path.join(shellDir, 'index.html'),
  '<!doctype html><html lang="es-PE"><head><meta charset="utf-8" /><title>INPRO</title></head><body><main id="main"></main></body></html>',
);
let contracts = '';
let n = 0;

function fakeBuild(remote: string, version: string, body = version): string {
  n += 1;
  const dir = path.join(builds, `${remote}-${version}-${n}`);
  mkdirSync(dir, { recursive: true });
  const name = remote.replace('-', '_');
  writeFileSync(path.join(dir, 'inpro-meta.json'), JSON.stringify({ name, version, contractsVersion: contracts }));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [{ name: 'spa', path: './spa' }] }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${body} */`);
  return dir;
}

afterAll(() => rmSync(root, { recursive: true, force: true }));

describeOnPostgres('release state shared by two API machines [postgres]', () => {
  const t = new TestDb('postgres', { artifactsDir: dirA, shellDir, releaseState: 'database', machineName: 'machine-a' });
  let a: FastifyInstance;
  let b: FastifyInstance;
  let storeA: ArtifactStore;
  let storeB: ArtifactStore;
  let sa: TestUser;

  beforeAll(async () => {
    contracts = await shellContractsVersion(path.resolve(__dirname, '../../../..'));
    await t.start();
    a = t.app;
    b = await t.sibling({ artifactsDir: dirB, machineName: 'machine-b' });
    storeA = await opsStoreOf(a);
    storeB = await opsStoreOf(b);
    sa = await t.user('SUPER_ADMIN');
  }, 180_000);
  afterAll(() => t.stop(), 60_000);

  const json = async (app: FastifyInstance, opts: InjectOptions) => {
    const res = await app.inject(opts);
    return { status: res.statusCode, body: res.json() };
  };
  const manifest = async (app: FastifyInstance) => (await json(app, { method: 'GET', url: '/remotes.json' })).body;
  const screen = async (app: FastifyInstance) =>
    (await json(app, { method: 'GET', url: '/api/ops/remotes', headers: sa.auth })).body as {
      remotes: Array<{
        remote: string;
        active: string | null;
        versions: Array<{ version: string }>;
        canary: { version: string; percent: number } | null;
      }>;
      history: HistoryEntry[];
    };

  it('a rollback through A is what B serves in /remotes.json and shows on its deployments screen', async () => {
    await storeA.deploy('mf-aula', { fromDir: fakeBuild('mf-aula', '1.0.0'), who: 'cli' });
    await storeA.deploy('mf-aula', { fromDir: fakeBuild('mf-aula', '1.1.0'), who: 'cli' });
    expect((await manifest(b)).remotes['mf-aula'].version).toBe('1.1.0');

    const back = await json(a, { method: 'POST', url: '/api/ops/remotes/mf-aula/rollback', headers: sa.auth, payload: {} });
    expect(back).toEqual({ status: 200, body: { remote: 'mf-aula', from: '1.1.0', to: '1.0.0' } });

    expect((await manifest(b)).remotes['mf-aula']).toMatchObject({ version: '1.0.0', entry: '/remotes/mf-aula/1.0.0/mf-manifest.json' });
    const page = await b.inject({ method: 'GET', url: '/aula', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"entry":"/remotes/mf-aula/1.0.0/mf-manifest.json"');
    const seen = await screen(b);
    // The versions are the shared list too, though B's folder never held them.
    expect(seen.remotes.find((r) => r.remote === 'mf-aula')).toMatchObject({
      active: '1.0.0',
      versions: [{ version: '1.0.0' }, { version: '1.1.0' }],
    });
    expect(seen.history[0]).toMatchObject({ remote: 'mf-aula', action: 'rollback', from: '1.1.0', to: '1.0.0', who: sa.user.email });
    // Each move says which machine made it.
    expect(seen.history.map((e) => e.machine)).toEqual(['machine-a', 'machine-a', 'machine-a']);
  });

  it('a canary started through B shows on A and survives a restart of B', async () => {
    const started = await json(b, {
      method: 'POST',
      url: '/api/ops/remotes/mf-aula/canary',
      headers: sa.auth,
      payload: { version: '1.1.0', percent: 10 },
    });
    expect(started).toEqual({ status: 200, body: { remote: 'mf-aula', stable: '1.0.0', canary: '1.1.0', percent: 10 } });

    const onA = await screen(a);
    expect(onA.remotes.find((r) => r.remote === 'mf-aula')?.canary).toMatchObject({ version: '1.1.0', percent: 10 });
    expect(onA.history[0]).toMatchObject({ action: 'canary', to: '1.1.0', machine: 'machine-b' });
    expect((await manifest(a)).remotes['mf-aula'].canary).toMatchObject({
      version: '1.1.0',
      percent: 10,
      entry: '/remotes/mf-aula/1.1.0/mf-manifest.json',
    });

    // B again, as after a restart: a new process on B's folder.
    const restarted = await t.sibling({ artifactsDir: dirB });
    expect((await manifest(restarted)).remotes['mf-aula']).toMatchObject({ version: '1.0.0', canary: { version: '1.1.0' } });
    expect((await manifest(a)).remotes['mf-aula']).toMatchObject({ version: '1.0.0', canary: { version: '1.1.0' } });

    // Aborted through A: gone on B as well.
    await json(a, { method: 'POST', url: '/api/ops/remotes/mf-aula/canary/abort', headers: sa.auth });
    expect((await manifest(b)).remotes['mf-aula'].canary).toBeUndefined();
  });

  it('accepts on B a field signal for a version deployed through A (only A holds its folder)', async () => {
    await storeA.deploy('mf-aula', { fromDir: fakeBuild('mf-aula', '1.2.0'), who: 'cli' });
    const ticket = (await manifest(b)).loadTicket as string;
    const res = await json(b, {
      method: 'POST',
      url: '/api/signals',
      payload: { ticket, events: [{ type: 'load', remote: 'mf-aula', version: '1.2.0' }] },
    });
    expect(res).toEqual({ status: 202, body: { accepted: 1, ignored: 0 } });
    const other = (await manifest(b)).loadTicket as string;
    const never = await json(b, {
      method: 'POST',
      url: '/api/signals',
      payload: { ticket: other, events: [{ type: 'load', remote: 'mf-aula', version: '7.7.7' }] },
    });
    expect(never).toEqual({ status: 202, body: { accepted: 0, ignored: 1 } });
  });

  it('serializes deploys made on both machines at once: no move is lost', async () => {
    const versions = ['2.0.0', '2.1.0', '2.2.0', '2.3.0'];
    const results = await Promise.all(
      versions.map((v, i) => (i % 2 ? storeB : storeA).deploy('mf-public', { fromDir: fakeBuild('mf-public', v), who: `op${i}` })),
    );
    expect(results.map((r) => r.outcome)).toEqual(['deployed', 'deployed', 'deployed', 'deployed']);
    const moves = await storeB.history('mf-public');
    expect(moves).toHaveLength(4);
    // Each move starts where the one before ended.
    expect(moves[0].from).toBeNull();
    for (let i = 1; i < moves.length; i += 1) expect(moves[i].from).toBe(moves[i - 1].to);
    expect((await manifest(a)).remotes['mf-public'].version).toBe(moves[3].to);
    expect((await manifest(b)).remotes['mf-public'].version).toBe(moves[3].to);
  });

  it('refuses on B the same version with other files than A deployed (versions are immutable)', async () => {
    await storeA.deploy('mf-public', { fromDir: fakeBuild('mf-public', '3.0.0', 'first'), who: 'cli' });
    await expect(storeB.deploy('mf-public', { fromDir: fakeBuild('mf-public', '3.0.0', 'second'), who: 'cli' })).rejects.toMatchObject({
      reason: 'version_conflict',
    });
    // The same files again are fine: activated, nothing copied over.
    await storeA.activate('mf-public', '2.0.0', 'cli');
    const again = await storeB.deploy('mf-public', { fromDir: fakeBuild('mf-public', '3.0.0', 'first'), who: 'cli' });
    expect(again.outcome).toBe('activated');
  });
});
