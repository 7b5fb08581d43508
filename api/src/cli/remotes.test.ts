import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
});
