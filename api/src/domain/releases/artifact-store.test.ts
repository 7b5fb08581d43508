import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ArtifactStore, HistoryEntry, previousVersion, withLockFile, type RemotesFile } from './artifact-store';
import { OpsError } from './errors';

let root: string;
let artifacts: string;
let shellContracts: string;

function store(): ArtifactStore {
  return new ArtifactStore({
    artifactsDir: artifacts,
    shellContractsVersion: () => shellContracts,
    knownRemotes: ['mf-public', 'mf-aula'],
  });
}

interface BuildOpts {
  remote?: string;
  name?: string;
  version?: string;
  contractsVersion?: string;
  exposes?: string[];
  chunk?: string;
  builtAt?: string;
  manifest?: string | null;
}

/** Writes a fake remote build (the files a real webpack build produces that ops reads). */
async function makeBuild(label: string, o: BuildOpts = {}): Promise<string> {
  const dir = path.join(root, 'builds', label);
  await fs.mkdir(path.join(dir, 'sub'), { recursive: true });
  const remote = o.remote ?? 'mf-public';
  const meta = {
    name: o.name ?? remote.replace(/-/g, '_'),
    version: o.version ?? '1.0.0',
    contractsVersion: o.contractsVersion ?? '1.0.0',
    builtAt: o.builtAt ?? new Date().toISOString(),
  };
  await fs.writeFile(path.join(dir, 'inpro-meta.json'), JSON.stringify(meta, null, 2));
  if (o.manifest !== null) {
    const manifest =
      o.manifest ?? JSON.stringify({ name: meta.name, exposes: (o.exposes ?? ['./spa']).map((p) => ({ name: p.slice(2), path: p })) });
    await fs.writeFile(path.join(dir, 'mf-manifest.json'), manifest);
  }
  await fs.writeFile(path.join(dir, 'remoteEntry.js'), `/* entry ${meta.version} */`);
  await fs.writeFile(path.join(dir, 'sub', '123.abcdef0123.js'), o.chunk ?? `/* chunk ${meta.version} */`);
  return dir;
}

async function pointers(): Promise<RemotesFile> {
  return JSON.parse(await fs.readFile(path.join(artifacts, 'remotes.json'), 'utf8'));
}

async function refusal(p: Promise<unknown>): Promise<OpsError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(OpsError);
    return err as OpsError;
  }
  throw new Error('expected a refusal');
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'inpro-ops-'));
  artifacts = path.join(root, 'artifacts');
  shellContracts = '1.0.0';
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('deploy', () => {
  it('copies the build into an immutable version folder and moves the pointer', async () => {
    const s = store();
    const res = await s.deploy('mf-public', { fromDir: await makeBuild('a'), who: 'ops@x' });
    expect(res).toEqual({ remote: 'mf-public', version: '1.0.0', from: null, outcome: 'deployed' });
    const copied = path.join(artifacts, 'mf-public', '1.0.0');
    expect(await fs.readFile(path.join(copied, 'sub', '123.abcdef0123.js'), 'utf8')).toBe('/* chunk 1.0.0 */');
    const p = await pointers();
    expect(p.remotes['mf-public']).toEqual({
      name: 'mf_public',
      version: '1.0.0',
      entry: '/remotes/mf-public/1.0.0/mf-manifest.json',
    });
    expect(typeof p.updatedAt).toBe('string');
    const history = await s.history();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ remote: 'mf-public', from: null, to: '1.0.0', who: 'ops@x', action: 'deploy' });
    // no temp folders or temp files left behind
    expect((await fs.readdir(path.join(artifacts, 'mf-public'))).sort()).toEqual(['1.0.0']);
    expect((await fs.readdir(artifacts)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('moves only the deployed remote and keeps old version folders', async () => {
    const s = store();
    await s.deploy('mf-public', { fromDir: await makeBuild('p1'), who: 'a' });
    await s.deploy('mf-aula', { fromDir: await makeBuild('a1', { remote: 'mf-aula' }), who: 'a' });
    const res = await s.deploy('mf-public', { fromDir: await makeBuild('p2', { version: '1.1.0' }), who: 'b' });
    expect(res).toMatchObject({ from: '1.0.0', version: '1.1.0', outcome: 'deployed' });
    const p = await pointers();
    expect(p.remotes['mf-public'].version).toBe('1.1.0');
    expect(p.remotes['mf-aula'].version).toBe('1.0.0');
    expect(await fs.readdir(path.join(artifacts, 'mf-public'))).toEqual(expect.arrayContaining(['1.0.0', '1.1.0']));
  });

  it('is a no-op when the active version already holds the same files (build time stamp ignored)', async () => {
    const s = store();
    await s.deploy('mf-public', { fromDir: await makeBuild('a', { builtAt: '2026-01-01T00:00:00.000Z' }), who: 'a' });
    const res = await s.deploy('mf-public', { fromDir: await makeBuild('b', { builtAt: '2026-02-02T00:00:00.000Z' }), who: 'b' });
    expect(res.outcome).toBe('unchanged');
    expect(await s.history()).toHaveLength(1);
  });

  it('re-activates an existing identical version folder without copying', async () => {
    const s = store();
    const v1 = await makeBuild('v1');
    await s.deploy('mf-public', { fromDir: v1, who: 'a' });
    await s.deploy('mf-public', { fromDir: await makeBuild('v2', { version: '2.0.0' }), who: 'a' });
    const res = await s.deploy('mf-public', { fromDir: v1, who: 'a' });
    expect(res).toMatchObject({ outcome: 'activated', from: '2.0.0', version: '1.0.0' });
  });

  it('refuses a version folder that already holds different files, changing nothing', async () => {
    const s = store();
    await s.deploy('mf-public', { fromDir: await makeBuild('a'), who: 'a' });
    const before = await fs.readFile(path.join(artifacts, 'remotes.json'), 'utf8');
    const err = await refusal(s.deploy('mf-public', { fromDir: await makeBuild('b', { chunk: 'changed' }), who: 'b' }));
    expect(err.reason).toBe('version_conflict');
    expect(err.kind).toBe('conflict');
    expect(err.message).toContain('already deployed with different files');
    expect(err.message).toContain('sub/123.abcdef0123.js');
    expect(await fs.readFile(path.join(artifacts, 'mf-public', '1.0.0', 'sub', '123.abcdef0123.js'), 'utf8')).toBe('/* chunk 1.0.0 */');
    expect(await fs.readFile(path.join(artifacts, 'remotes.json'), 'utf8')).toBe(before);
    expect(await s.history()).toHaveLength(1);
  });

  it('refuses a version folder that has an extra or a missing file', async () => {
    const s = store();
    const a = await makeBuild('a');
    await s.deploy('mf-public', { fromDir: a, who: 'a' });
    await fs.writeFile(path.join(a, 'extra.js'), 'x');
    expect((await refusal(s.deploy('mf-public', { fromDir: a, who: 'a' }))).reason).toBe('version_conflict');
  });

  it('refuses a build whose manifest does not expose ./spa', async () => {
    const err = await refusal(store().deploy('mf-public', { fromDir: await makeBuild('a', { exposes: ['./other'] }), who: 'a' }));
    expect(err.reason).toBe('no_spa');
    expect(err.message).toContain('does not expose ./spa');
    expect(await fs.readdir(artifacts)).toEqual([]);
  });

  it('refuses a build without a readable manifest', async () => {
    expect((await refusal(store().deploy('mf-public', { fromDir: await makeBuild('a', { manifest: null }), who: 'a' }))).reason).toBe(
      'bad_manifest',
    );
    expect((await refusal(store().deploy('mf-public', { fromDir: await makeBuild('b', { manifest: '{oops' }), who: 'a' }))).reason).toBe(
      'bad_manifest',
    );
  });

  it("refuses a remote whose shared-contracts major differs from the shell's", async () => {
    shellContracts = '2.3.0';
    const err = await refusal(store().deploy('mf-public', { fromDir: await makeBuild('a', { contractsVersion: '1.9.0' }), who: 'a' }));
    expect(err.reason).toBe('contracts_mismatch');
    expect(err.message).toContain('major versions differ');
    // same major, other minor: accepted
    const ok = await store().deploy('mf-public', { fromDir: await makeBuild('b', { contractsVersion: '2.0.1' }), who: 'a' });
    expect(ok.outcome).toBe('deployed');
  });

  it('refuses a missing build and a build of another remote', async () => {
    expect((await refusal(store().deploy('mf-public', { fromDir: path.join(root, 'nowhere'), who: 'a' }))).reason).toBe('build_missing');
    const err = await refusal(store().deploy('mf-public', { fromDir: await makeBuild('a', { remote: 'mf-aula' }), who: 'a' }));
    expect(err.reason).toBe('name_mismatch');
  });

  it('refuses invalid remote names and versions (no path tricks)', async () => {
    const build = await makeBuild('a');
    expect((await refusal(store().deploy('../etc', { fromDir: build, who: 'a' }))).reason).toBe('invalid_remote');
    expect((await refusal(store().deploy('mf-public', { fromDir: build, who: 'a', version: '../../x' }))).reason).toBe('invalid_version');
    expect((await refusal(store().deploy('mf-public', { fromDir: await makeBuild('b', { version: '1.0/..' }), who: 'a' }))).reason).toBe(
      'invalid_version',
    );
  });

  it('deploys under an explicit folder version when asked', async () => {
    const res = await store().deploy('mf-public', { fromDir: await makeBuild('a'), who: 'a', version: '1.0.0+local.abc' });
    expect(res.version).toBe('1.0.0+local.abc');
    expect((await pointers()).remotes['mf-public'].entry).toBe('/remotes/mf-public/1.0.0+local.abc/mf-manifest.json');
  });
});

describe('activate and rollback', () => {
  async function threeVersions(s: ArtifactStore): Promise<void> {
    await s.deploy('mf-public', { fromDir: await makeBuild('v1'), who: 'a' });
    await s.deploy('mf-aula', { fromDir: await makeBuild('aula', { remote: 'mf-aula' }), who: 'a' });
    await s.deploy('mf-public', { fromDir: await makeBuild('v2', { version: '1.1.0' }), who: 'a' });
    await s.deploy('mf-public', { fromDir: await makeBuild('v3', { version: '1.2.0' }), who: 'a' });
  }

  it('rolls back to the previous active version, then further back, moving only that remote', async () => {
    const s = store();
    await threeVersions(s);
    expect(await s.rollback('mf-public', { who: 'b' })).toEqual({ remote: 'mf-public', from: '1.2.0', to: '1.1.0' });
    expect(await s.rollback('mf-public', { who: 'b' })).toEqual({ remote: 'mf-public', from: '1.1.0', to: '1.0.0' });
    const p = await pointers();
    expect(p.remotes['mf-public'].version).toBe('1.0.0');
    expect(p.remotes['mf-aula'].version).toBe('1.0.0');
    const err = await refusal(s.rollback('mf-public', { who: 'b' }));
    expect(err.reason).toBe('no_previous');
    const last = (await s.history('mf-public')).pop();
    expect(last).toMatchObject({ action: 'rollback', from: '1.1.0', to: '1.0.0', who: 'b' });
    // all version folders are still there
    expect((await s.versions('mf-public')).map((v) => v.version)).toEqual(['1.0.0', '1.1.0', '1.2.0']);
  });

  it('rolls back to an explicit version', async () => {
    const s = store();
    await threeVersions(s);
    expect(await s.rollback('mf-public', { to: '1.0.0', who: 'b' })).toMatchObject({ from: '1.2.0', to: '1.0.0' });
  });

  it('refuses a rollback to a version that is not deployed, the active one, or of an unknown remote', async () => {
    const s = store();
    await threeVersions(s);
    const missing = await refusal(s.rollback('mf-public', { to: '0.9.0', who: 'b' }));
    expect(missing.reason).toBe('version_missing');
    expect(missing.kind).toBe('not_found');
    expect((await refusal(s.rollback('mf-public', { to: '1.2.0', who: 'b' }))).reason).toBe('already_active');
    expect((await refusal(s.rollback('mf-teacher', { who: 'b' }))).reason).toBe('unknown_remote');
    expect((await pointers()).remotes['mf-public'].version).toBe('1.2.0');
  });

  it('refuses a rollback to a version folder that no longer exposes ./spa or has another contracts major', async () => {
    const s = store();
    await threeVersions(s);
    const manifest = path.join(artifacts, 'mf-public', '1.0.0', 'mf-manifest.json');
    await fs.writeFile(manifest, JSON.stringify({ exposes: [] }));
    expect((await refusal(s.rollback('mf-public', { to: '1.0.0', who: 'b' }))).reason).toBe('no_spa');
    shellContracts = '2.0.0';
    expect((await refusal(s.rollback('mf-public', { to: '1.1.0', who: 'b' }))).reason).toBe('contracts_mismatch');
  });

  it('activates any deployed version and records it', async () => {
    const s = store();
    await threeVersions(s);
    expect(await s.activate('mf-public', '1.0.0', 'boss@x')).toEqual({ remote: 'mf-public', from: '1.2.0', to: '1.0.0' });
    expect((await s.history('mf-public')).pop()).toMatchObject({ action: 'activate', from: '1.2.0', to: '1.0.0', who: 'boss@x' });
    // a rollback after an activation returns to the version active before it
    expect(await s.rollback('mf-public', { who: 'b' })).toMatchObject({ to: '1.2.0' });
  });

  it('writes remotes.json atomically (never a partial file) under concurrent moves', async () => {
    const s = store();
    await threeVersions(s);
    await Promise.all([
      s.activate('mf-public', '1.0.0', 'x'),
      s.activate('mf-public', '1.1.0', 'y'),
      s.rollback('mf-public', { to: '1.2.0', who: 'z' }),
    ]);
    const p = await pointers();
    expect(p.remotes['mf-public'].version).toBe('1.2.0');
    expect((await fs.readdir(artifacts)).filter((f) => f.includes('.tmp'))).toEqual([]);
  });
});

describe('across processes', () => {
  it('loses no pointer move when two stores (CLI and API) move different remotes at once', async () => {
    const a = store();
    await a.deploy('mf-public', { fromDir: await makeBuild('p1'), who: 'a' });
    await a.deploy('mf-public', { fromDir: await makeBuild('p2', { version: '2.0.0' }), who: 'a' });
    await a.deploy('mf-aula', { fromDir: await makeBuild('a1', { remote: 'mf-aula' }), who: 'a' });
    await a.deploy('mf-aula', { fromDir: await makeBuild('a2', { remote: 'mf-aula', version: '2.0.0' }), who: 'a' });
    for (let i = 0; i < 5; i += 1) {
      const [x, y] = [store(), store()];
      await Promise.all([
        x.rollback('mf-public', { to: i % 2 ? '2.0.0' : '1.0.0', who: 'x' }),
        y.rollback('mf-aula', { to: i % 2 ? '2.0.0' : '1.0.0', who: 'y' }),
      ]);
      const p = await pointers();
      expect([p.remotes['mf-public'].version, p.remotes['mf-aula'].version]).toEqual(i % 2 ? ['2.0.0', '2.0.0'] : ['1.0.0', '1.0.0']);
    }
    expect(await fs.readdir(artifacts)).not.toContain('.lock');
  });

  it('waits for a held lock and refuses with a clear message when it is not released', async () => {
    const lock = path.join(artifacts, '.lock');
    // Held by another process (its lock directory, fresh).
    await fs.mkdir(lock, { recursive: true });
    const err = await refusal(withLockFile(lock, async () => 1, 200));
    expect(err.reason).toBe('busy');
    // A holder that lets go within the wait: the next one goes on.
    setTimeout(() => void fs.rm(lock, { recursive: true }), 100);
    expect(await withLockFile(lock, async () => 7, 2000)).toBe(7);
    // A lock left by a crashed process (not refreshed for long) is taken over.
    await fs.mkdir(lock);
    const old = new Date(Date.now() - 10 * 60 * 1000);
    await fs.utimes(lock, old, old);
    expect(await withLockFile(lock, async () => 42, 200)).toBe(42);
    expect(await fs.readdir(artifacts)).not.toContain('.lock');
  });
});

describe('status', () => {
  it('lists every known remote with its active version and the versions available', async () => {
    const s = store();
    await s.deploy('mf-public', { fromDir: await makeBuild('v1'), who: 'a' });
    await s.deploy('mf-public', { fromDir: await makeBuild('v10', { version: '1.10.0' }), who: 'a' });
    await s.deploy('mf-public', { fromDir: await makeBuild('v2', { version: '1.2.0' }), who: 'a' });
    const status = await s.status();
    expect(status.map((r) => r.remote)).toEqual(['mf-aula', 'mf-public']);
    expect(status[0]).toEqual({ remote: 'mf-aula', active: null, versions: [], canary: null });
    expect(status[1].active).toBe('1.2.0');
    expect(status[1].versions.map((v) => v.version)).toEqual(['1.0.0', '1.2.0', '1.10.0']);
    expect(status[1].versions[0].contractsVersion).toBe('1.0.0');
  });

  it('skips a torn line in the history file', async () => {
    const s = store();
    await s.deploy('mf-public', { fromDir: await makeBuild('v1'), who: 'a' });
    await fs.appendFile(path.join(artifacts, 'history.jsonl'), '{"remote":"mf-pu');
    expect(await s.history()).toHaveLength(1);
  });
});

describe('previousVersion', () => {
  const e = (action: HistoryEntry['action'], to: string): HistoryEntry => ({ remote: 'r', from: null, to, who: 'w', when: '', action });
  it('treats the history as a stack', () => {
    expect(previousVersion([], null)).toBeNull();
    expect(previousVersion([e('deploy', '1')], '1')).toBeNull();
    expect(previousVersion([e('deploy', '1'), e('deploy', '2')], '2')).toBe('1');
    expect(previousVersion([e('deploy', '1'), e('deploy', '2'), e('deploy', '3'), e('rollback', '2')], '2')).toBe('1');
    expect(previousVersion([e('deploy', '1'), e('deploy', '2'), e('activate', '1')], '1')).toBe('2');
  });
});
