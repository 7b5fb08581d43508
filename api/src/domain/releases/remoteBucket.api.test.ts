import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startS3Server, type TestS3Server } from '../../test/s3Server';
import { TestDb } from '../../test/testApp';
import { describeOnPostgres } from '../../test/describeOnPostgres';
import { REMOTE_FILES_UNAVAILABLE } from '../../site/routes';
import type { ArtifactStore } from './artifact-store';
import { opsStoreOf } from './opsStore';
import { shellContractsVersion } from './workspace';

// The remotes' builds in object storage (a real S3-protocol server): a deploy through machine A
// uploads the version once; machine B, whose folder never had it, serves it from the bucket.
const root = mkdtempSync(path.join(os.tmpdir(), 'inpro-remote-bucket-'));
const builds = path.join(root, 'builds');
const BUCKET = 'inpro-releases';
const shellDir = path.join(root, 'shell');
mkdirSync(shellDir, { recursive: true });
writeFileSync(
  path.join(shellDir, 'index.html'),
  '<!doctype html><html lang="es-PE"><head><meta charset="utf-8" /><title>INPRO</title></head><body><main id="main" tabindex="-1"></main></body></html>',
);
let contracts = '';

function fakeBuild(version: string, remote = 'mf-aula'): string {
  const dir = path.join(builds, remote, version);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'inpro-meta.json'),
    JSON.stringify({ name: remote.replace('-', '_'), version, contractsVersion: contracts }),
  );
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [{ name: 'spa', path: './spa' }] }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* entry ${version} */`);
  writeFileSync(path.join(dir, 'assets', '325.0227e6d989.js'), `/* chunk ${version} */`);
  return dir;
}

/** The entries of a remote's cache folder, temp folders included. */
const cached = (dir: string) => (existsSync(path.join(dir, 'mf-aula')) ? readdirSync(path.join(dir, 'mf-aula')).sort() : []);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describeOnPostgres('remote builds in the bucket [postgres]', () => {
  let s3: TestS3Server;
  let t: TestDb;
  let b: FastifyInstance;
  let storeA: ArtifactStore;
  const dirA = path.join(root, 'a');
  const dirB = path.join(root, 'b');

  beforeAll(async () => {
    contracts = await shellContractsVersion(path.resolve(__dirname, '../../../..'));
    s3 = await startS3Server([BUCKET]);
    t = new TestDb('postgres', { artifactsDir: dirA, shellDir, releaseState: 'database', s3: s3.settings(BUCKET, 'site') });
    await t.start();
    b = await t.sibling({ artifactsDir: dirB });
    storeA = await opsStoreOf(t.app);
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
    await s3?.close();
  }, 60_000);

  it('uploads a deployed version once under an immutable prefix; B serves it from the bucket', async () => {
    await storeA.deploy('mf-aula', { fromDir: fakeBuild('1.0.0'), who: 'cli' });
    expect(await s3.keys(BUCKET)).toEqual([
      'site/remotes/mf-aula/1.0.0/assets/325.0227e6d989.js',
      'site/remotes/mf-aula/1.0.0/inpro-meta.json',
      'site/remotes/mf-aula/1.0.0/mf-manifest.json',
      'site/remotes/mf-aula/1.0.0/remoteEntry.js',
    ]);
    expect(cached(dirB)).toEqual([]);

    const chunk = await b.inject({ method: 'GET', url: '/remotes/mf-aula/1.0.0/assets/325.0227e6d989.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('/* chunk 1.0.0 */');
    expect(chunk.headers['cache-control']).toContain('immutable');
    // The whole version came at once: the next files are read from B's folder.
    expect(cached(dirB)).toEqual(['1.0.0']);
    expect(readdirSync(path.join(dirB, 'mf-aula', '1.0.0')).sort()).toEqual([
      'assets',
      'inpro-meta.json',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    await s3.stop();
    try {
      const entry = await b.inject({ method: 'GET', url: '/remotes/mf-aula/1.0.0/remoteEntry.js' });
      expect([entry.statusCode, entry.body]).toEqual([200, '/* entry 1.0.0 */']);
    } finally {
      await s3.start();
    }
    // A version never deployed is a 404, without asking the bucket.
    expect((await b.inject({ method: 'GET', url: '/remotes/mf-aula/9.9.9/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('answers 503 while the S3 server is stopped and leaves no half-written cache folder', async () => {
    await storeA.deploy('mf-aula', { fromDir: fakeBuild('1.1.0'), who: 'cli' });
    await s3.stop();
    try {
      const res = await b.inject({ method: 'GET', url: '/remotes/mf-aula/1.1.0/remoteEntry.js' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: REMOTE_FILES_UNAVAILABLE });
      expect(cached(dirB)).toEqual(['1.0.0']);
    } finally {
      await s3.start();
    }
    const again = await b.inject({ method: 'GET', url: '/remotes/mf-aula/1.1.0/remoteEntry.js' });
    expect([again.statusCode, again.body]).toEqual([200, '/* entry 1.1.0 */']);
    expect(cached(dirB)).toEqual(['1.0.0', '1.1.0']);
  });

  it('answers 503 for a missing bucket and leaves no half-written cache folder', async () => {
    const dirC = path.join(root, 'c');
    const c = await t.sibling({ artifactsDir: dirC, s3: s3.settings('no-such-bucket', 'site') });
    const res = await c.inject({ method: 'GET', url: '/remotes/mf-aula/1.1.0/remoteEntry.js' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: REMOTE_FILES_UNAVAILABLE });
    expect(cached(dirC)).toEqual([]);
  });

  it('prerenders a public page on B with the renderer of a version only the bucket had', async () => {
    const build = fakeBuild('4.0.0', 'mf-public');
    mkdirSync(path.join(build, 'prerender'), { recursive: true });
    writeFileSync(
      path.join(build, 'prerender', 'render.js'),
      `exports.render = async ({ url }) => ({ html: '<p class="from-bucket">' + url + '</p>' });`,
    );
    await storeA.deploy('mf-public', { fromDir: build, who: 'cli' });
    expect(existsSync(path.join(dirB, 'mf-public'))).toBe(false);
    // A page waits at most a second for the download and is sent without prerender after that (a busy
    // machine's download takes longer); the download goes on, and the pages after it have the prerender.
    let body = '';
    for (let i = 0; i < 60 && !body.includes('<p class="from-bucket">'); i += 1) {
      if (i) await new Promise((r) => setTimeout(r, 250));
      const page = await b.inject({ method: 'GET', url: '/cursos', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      body = page.body;
    }
    expect(body).toContain('<p class="from-bucket">/cursos</p>');
    expect(readdirSync(path.join(dirB, 'mf-public'))).toEqual(['4.0.0']);
  });

  it('with REMOTES_BASE_URL, remotes.json and the page point at the CDN in front of the bucket', async () => {
    const cdn = await t.sibling({ artifactsDir: path.join(root, 'd'), remotesBaseUrl: 'https://cdn.inpro.test/site' });
    const manifest = (await cdn.inject({ method: 'GET', url: '/remotes.json' })).json();
    expect(manifest.remotes['mf-aula'].entry).toBe('https://cdn.inpro.test/site/remotes/mf-aula/1.1.0/mf-manifest.json');
    const page = await cdn.inject({ method: 'GET', url: '/aula', headers: { accept: 'text/html' } });
    expect(page.body).toContain('"entry":"https://cdn.inpro.test/site/remotes/mf-aula/1.1.0/mf-manifest.json"');
    expect(page.headers['content-security-policy']).toContain('https://cdn.inpro.test');
    // Without it, the same site path.
    expect((await b.inject({ method: 'GET', url: '/remotes.json' })).json().remotes['mf-aula'].entry).toBe(
      '/remotes/mf-aula/1.1.0/mf-manifest.json',
    );
  });
});
