import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { describeOnPostgres } from '../test/describeOnPostgres';
import { startS3Server } from '../test/s3Server';
import { CliEnv, parseArgs, runCli } from './remotes';

let root: string;
let out: string[];
let err: string[];

function env(who = 'ops-user'): CliEnv {
  return {
    repoRoot: root,
    artifactsDir: path.join(root, '.artifacts'),
    who,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  };
}

async function writeBuild(dir: string, remote: string, version: string, chunk = 'x'): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const name = remote.replace(/-/g, '_');
  await fs.writeFile(
    path.join(dir, 'inpro-meta.json'),
    JSON.stringify({ name, version, contractsVersion: '1.0.0', builtAt: new Date().toISOString() }),
  );
  await fs.writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name, exposes: [{ name: 'spa', path: './spa' }] }));
  await fs.writeFile(path.join(dir, 'remoteEntry.js'), `/* ${remote} ${version} */`);
  await fs.writeFile(path.join(dir, '1.0123456789.js'), chunk);
}

async function run(...argv: string[]): Promise<number> {
  out = [];
  err = [];
  return runCli(argv, env());
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'inpro-cli-'));
  await fs.mkdir(path.join(root, 'shared-contracts'), { recursive: true });
  await fs.writeFile(path.join(root, 'shared-contracts', 'package.json'), JSON.stringify({ version: '1.0.0' }));
  for (const remote of ['mf-public', 'mf-aula']) {
    await fs.mkdir(path.join(root, remote, 'src'), { recursive: true });
    await fs.writeFile(path.join(root, remote, 'package.json'), JSON.stringify({ name: `@inpro/${remote}`, version: '1.0.0' }));
    await writeBuild(path.join(root, remote, 'dist'), remote, '1.0.0');
  }
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('remotes CLI', () => {
  it('parses flags with and without values', () => {
    expect(parseArgs(['deploy', 'mf-public', '--from', 'x', '--rebuild'])).toEqual({
      positional: ['deploy', 'mf-public'],
      flags: { from: 'x', rebuild: true },
    });
    expect(parseArgs(['rollback', 'mf-aula', '--to=1.0.0'])).toEqual({ positional: ['rollback', 'mf-aula'], flags: { to: '1.0.0' } });
  });

  it('deploys, lists status and history, rolls back', async () => {
    expect(await run('status')).toBe(0);
    expect(out.join('\n')).toMatch(/mf-public\s+\(not deployed\)\s+1\.0\.0\s+-/);

    expect(await run('deploy', 'mf-public')).toBe(0);
    expect(out.join('\n')).toContain('mf-public 1.0.0 deployed (was not deployed)');

    const v2 = path.join(root, 'copy');
    await writeBuild(v2, 'mf-public', '1.1.0', 'changed');
    expect(await run('deploy', 'mf-public', '--from', v2)).toBe(0);

    expect(await run('status')).toBe(0);
    expect(out.join('\n')).toMatch(/mf-public\s+1\.1\.0\s+1\.0\.0\s+1\.0\.0, 1\.1\.0\*/);

    expect(await run('rollback', 'mf-public')).toBe(0);
    expect(out.join('\n')).toContain('mf-public rolled back: 1.1.0 -> 1.0.0');

    expect(await run('history', 'mf-public')).toBe(0);
    expect(out).toHaveLength(3);
    expect(out[2]).toMatch(/mf-public\s+rollback\s+1\.1\.0 -> 1\.0\.0\s+by ops-user/);

    const pointers = JSON.parse(await fs.readFile(path.join(root, '.artifacts', 'remotes.json'), 'utf8'));
    expect(pointers.remotes['mf-public'].version).toBe('1.0.0');
  });

  it('refuses with exit code 1 and names the reason', async () => {
    expect(await run('deploy', 'mf-public')).toBe(0);
    await fs.writeFile(path.join(root, 'mf-public', 'dist', '1.0123456789.js'), 'other content');
    expect(await run('deploy', 'mf-public')).toBe(1);
    expect(err.join('\n')).toMatch(/^Refused: mf-public 1\.0\.0 is already deployed with different files \(1\.0123456789\.js\)/);

    expect(await run('rollback', 'mf-public', '--to', '9.9.9')).toBe(1);
    expect(err.join('\n')).toContain('mf-public 9.9.9 is not deployed');

    expect(await run('rollback', 'mf-public')).toBe(1);
    expect(err.join('\n')).toContain('no previous version');

    const bad = path.join(root, 'bad');
    await writeBuild(bad, 'mf-aula', '2.0.0');
    await fs.writeFile(path.join(bad, 'mf-manifest.json'), JSON.stringify({ exposes: [{ path: './App' }] }));
    expect(await run('deploy', 'mf-aula', '--from', bad)).toBe(1);
    expect(err.join('\n')).toContain('does not expose ./spa');
  });

  it('answers usage errors with exit code 2', async () => {
    expect(await run('frobnicate')).toBe(2);
    expect(err.join('\n')).toContain('Unknown command');
    expect(await run()).toBe(2);
  });

  it('deploy --all skips unchanged remotes and, with --local, deploys a changed build under a local version', async () => {
    expect(await run('deploy', '--all')).toBe(0);
    expect(await run('deploy', '--all')).toBe(0);
    expect(out.filter((l) => l.includes('nothing changed'))).toHaveLength(2);

    await fs.writeFile(path.join(root, 'mf-aula', 'dist', '1.0123456789.js'), 'local edit');
    expect(await run('deploy', '--all')).toBe(1);
    expect(await run('deploy', '--all', '--local')).toBe(0);
    const pointers = JSON.parse(await fs.readFile(path.join(root, '.artifacts', 'remotes.json'), 'utf8'));
    expect(pointers.remotes['mf-aula'].version).toMatch(/^1\.0\.0\+local\.[0-9a-f]{8}$/);
    expect(pointers.remotes['mf-public'].version).toBe('1.0.0');
  });

  it('deploy --all --missing (npm start) never moves a live release: a --from deploy and a running canary survive', async () => {
    expect(await run('deploy', '--all', '--local', '--missing')).toBe(0);
    const newer = path.join(root, 'builds', 'mf-public-1.5.0');
    await writeBuild(newer, 'mf-public', '1.5.0', 'newer');
    expect(await run('deploy', 'mf-public', '--from', newer)).toBe(0);
    const canary = path.join(root, 'builds', 'mf-aula-1.1.0');
    await writeBuild(canary, 'mf-aula', '1.1.0', 'canary');
    expect(await run('deploy', 'mf-aula', '--canary', '10', '--from', canary)).toBe(0);
    const pointersFile = path.join(root, '.artifacts', 'remotes.json');
    const historyFile = path.join(root, '.artifacts', 'history.jsonl');
    const [pointersBefore, historyBefore] = await Promise.all([fs.readFile(pointersFile, 'utf8'), fs.readFile(historyFile, 'utf8')]);

    // The restart: the local builds (1.0.0, mf-aula edited) are not deployed over what is live.
    await fs.writeFile(path.join(root, 'mf-aula', 'dist', '1.0123456789.js'), 'local edit');
    expect(await run('deploy', '--all', '--local', '--missing')).toBe(0);
    expect(await fs.readFile(pointersFile, 'utf8')).toBe(pointersBefore);
    expect(await fs.readFile(historyFile, 'utf8')).toBe(historyBefore);
    const pointers = JSON.parse(pointersBefore);
    expect(pointers.remotes['mf-public'].version).toBe('1.5.0');
    expect(pointers.remotes['mf-aula'].canary.version).toBe('1.1.0');
    expect(out.join('\n')).toContain('mf-public 1.5.0 is live, left as it is; the local build (1.0.0) differs');
    expect(out.join('\n')).toContain('npm run remotes -- deploy mf-public');
    expect(out.join('\n')).toContain('mf-aula 1.0.0 is live, left as it is; the local build (1.0.0) differs');
  });

  it('deploy --all --missing deploys a remote that has no active version yet and reports an unchanged one', async () => {
    expect(await run('deploy', 'mf-public')).toBe(0);
    expect(await run('deploy', '--all', '--local', '--missing')).toBe(0);
    expect(out.join('\n')).toContain('mf-public 1.0.0 is live, the same files as the local build.');
    expect(out.join('\n')).toContain('mf-aula 1.0.0 deployed (was not deployed).');
  });
});

describeOnPostgres('remotes CLI on the shared release state [postgres]', () => {
  let databaseUrl = '';
  let dbName = '';
  const admin = () => {
    const u = new URL(process.env.TEST_DATABASE_URL as string);
    u.pathname = '/postgres';
    return new Client({ connectionString: u.toString() });
  };

  beforeAll(async () => {
    dbName = `inpro_cli_${process.pid}_${Date.now()}`;
    const c = admin();
    await c.connect();
    await c.query(`CREATE DATABASE ${dbName}`);
    await c.end();
    const u = new URL(process.env.TEST_DATABASE_URL as string);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  });
  afterAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  });

  /** The CLI on one machine (its own artifacts folder), sharing the database. */
  const runOn = (machine: string, ...argv: string[]) => {
    out = [];
    err = [];
    return runCli(argv, { ...env(), artifactsDir: path.join(root, `.artifacts-${machine}`), databaseUrl });
  };

  it('npm start on a machine with an empty folder leaves the shared live release, --from deploy and canary as they are', async () => {
    expect(await runOn('a', 'deploy', '--all', '--local', '--missing')).toBe(0);
    expect(out.join('\n')).toContain('mf-public 1.0.0 deployed (was not deployed).');
    // The state is in the database, not in the folder.
    await expect(fs.access(path.join(root, '.artifacts-a', 'remotes.json'))).rejects.toThrow();

    const newer = path.join(root, 'builds', 'mf-public-1.5.0');
    await writeBuild(newer, 'mf-public', '1.5.0', 'newer');
    expect(await runOn('a', 'deploy', 'mf-public', '--from', newer)).toBe(0);
    const canary = path.join(root, 'builds', 'mf-aula-1.1.0');
    await writeBuild(canary, 'mf-aula', '1.1.0', 'canary');
    expect(await runOn('a', 'deploy', 'mf-aula', '--canary', '10', '--from', canary)).toBe(0);
    expect(await runOn('a', 'history')).toBe(0);
    const historyBefore = out.join('\n');

    // Machine B starts (npm start) with an empty folder and the same local builds.
    expect(await runOn('b', 'deploy', '--all', '--local', '--missing')).toBe(0);
    expect(out.join('\n')).toContain('mf-public 1.5.0 is live, left as it is; the local build (1.0.0) differs');
    expect(out.join('\n')).toContain('mf-aula 1.0.0 is live, the same files as the local build.');
    expect(await runOn('b', 'status')).toBe(0);
    expect(out.join('\n')).toContain('release state: PostgreSQL');
    expect(out.join('\n')).toMatch(/mf-public\s+1\.5\.0/);
    expect(out.join('\n')).toContain('canary 1.1.0 for 10 % of browsers');
    expect(await runOn('b', 'history')).toBe(0);
    expect(out.join('\n')).toBe(historyBefore);

    // A rollback made on B is what A sees.
    expect(await runOn('b', 'rollback', 'mf-public')).toBe(0);
    expect(await runOn('a', 'status')).toBe(0);
    expect(out.join('\n')).toMatch(/mf-public\s+1\.0\.0/);
  });

  it('adopts the folder state of a machine moving to PostgreSQL (an empty database) once, keeping what is live', async () => {
    const url = databaseUrl;
    // A fresh database for this case: the one above already holds a state.
    const c = admin();
    await c.connect();
    await c.query(`CREATE DATABASE ${dbName}_adopt`);
    await c.end();
    databaseUrl = `${url.replace(/\/[^/?]+(\?.*)?$/, '')}/${dbName}_adopt`;
    try {
      // The folder state of machine a: 1.0.0 then 1.5.0 of mf-public, a rollback to 1.0.0.
      const folderEnv = { ...env(), artifactsDir: path.join(root, '.artifacts-a') };
      out = [];
      expect(await runCli(['deploy', 'mf-public'], folderEnv)).toBe(0);
      const newer = path.join(root, 'builds', 'mf-public-1.5.0');
      await writeBuild(newer, 'mf-public', '1.5.0', 'newer');
      expect(await runCli(['deploy', 'mf-public', '--from', newer], folderEnv)).toBe(0);
      expect(await runCli(['rollback', 'mf-public'], folderEnv)).toBe(0);

      expect(await runOn('a', 'status')).toBe(0);
      expect(out.join('\n')).toContain('adopted 1 pointer(s)');
      expect(out.join('\n')).toMatch(/mf-public\s+1\.0\.0\s+\S+\s+1\.0\.0\*, 1\.5\.0/);
      // Another machine sees it, and the rollback history goes on from it.
      expect(await runOn('b', 'history', 'mf-public')).toBe(0);
      expect(out).toHaveLength(3);
      expect(out.join('\n')).not.toContain('adopted');
      expect(await runOn('b', 'deploy', 'mf-public', '--from', newer)).toBe(0);
      expect(out.join('\n')).toContain('mf-public 1.5.0 already in the store, activated (was 1.0.0).');
    } finally {
      databaseUrl = url;
      const d = admin();
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${dbName}_adopt WITH (FORCE)`);
      await d.end();
    }
  });

  it('uploads a team build to the bucket (S3_BUCKET); with the S3 server stopped it records nothing and says why', async () => {
    const s3 = await startS3Server(['team-builds']);
    const url = databaseUrl;
    const c = admin();
    await c.connect();
    await c.query(`CREATE DATABASE ${dbName}_s3`);
    await c.end();
    databaseUrl = `${url.replace(/\/[^/?]+(\?.*)?$/, '')}/${dbName}_s3`;
    const ci = (...argv: string[]) => {
      out = [];
      err = [];
      return runCli(argv, { ...env('ci'), artifactsDir: path.join(root, '.artifacts-ci'), databaseUrl, s3: s3.settings('team-builds') });
    };
    try {
      const build = path.join(root, 'builds', 'mf-aula-2.0.0');
      await writeBuild(build, 'mf-aula', '2.0.0', 'team');
      expect(await ci('deploy', 'mf-aula', '--from', build)).toBe(0);
      expect(await s3.keys('team-builds')).toEqual([
        'remotes/mf-aula/2.0.0/1.0123456789.js',
        'remotes/mf-aula/2.0.0/inpro-meta.json',
        'remotes/mf-aula/2.0.0/mf-manifest.json',
        'remotes/mf-aula/2.0.0/remoteEntry.js',
      ]);

      const next = path.join(root, 'builds', 'mf-aula-2.1.0');
      await writeBuild(next, 'mf-aula', '2.1.0', 'team');
      await s3.stop();
      expect(await ci('deploy', 'mf-aula', '--from', next)).toBe(1);
      expect(err.join('\n')).toContain('the bucket (S3_BUCKET) cannot be reached');
      await s3.start();
      expect(await ci('status')).toBe(0);
      expect(out.join('\n')).toMatch(/mf-aula\s+2\.0\.0\s+\S+\s+2\.0\.0\*\n/);
      // Once the bucket is back, the same deploy goes through.
      expect(await ci('deploy', 'mf-aula', '--from', next)).toBe(0);
      expect((await s3.keys('team-builds')).filter((k) => k.includes('/2.1.0/'))).toHaveLength(4);
    } finally {
      databaseUrl = url;
      await s3.close();
      const d = admin();
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${dbName}_s3 WITH (FORCE)`);
      await d.end();
    }
  });
});
