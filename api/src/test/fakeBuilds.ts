import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';

/** What a fake mf-aula build differs in (publish and preview tests). */
export interface FakeBuild {
  name?: string;
  extra?: string;
  bytes?: number;
  /** The React range the build asks the shell for (a singleton). */
  react?: string;
  /** Bytes of incompressible code in the first chunk of ./spa. */
  spaBytes?: number;
  contracts?: string;
  /** The module the build exposes instead of ./spa. */
  exposes?: string;
}

/**
 * Fake builds of mf-aula under `buildsDir`: `fakeDist` writes a dist/ folder (meta, manifest with a
 * React singleton, ./spa chunk, entry), `packedBuild` the gzipped tar `npm run remotes -- publish` sends.
 * `contracts()` is the shared-contracts version the shell speaks (read once the tests start).
 */
export function fakeBuilds(buildsDir: string, contracts: () => string) {
  function fakeDist(version: string, opts: FakeBuild = {}): string {
    const dir = path.join(buildsDir, `${version}-${randomBytes(4).toString('hex')}`, 'dist');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'inpro-meta.json'),
      JSON.stringify({ name: opts.name ?? 'mf_aula', version, contractsVersion: opts.contracts ?? contracts() }),
    );
    const manifest = {
      shared: [
        { name: 'react', singleton: true, requiredVersion: opts.react ?? '^19.0.0' },
        { name: 'zod', singleton: false, requiredVersion: '^1.0.0' },
      ],
      exposes: [{ name: 'spa', path: opts.exposes ?? './spa', assets: { js: { sync: ['spa.js'], async: [] } } }],
    };
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dir, 'spa.js'), opts.spaBytes ? randomBytes(opts.spaBytes) : '/* spa */');
    writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${version} ${opts.extra ?? ''} */`);
    if (opts.bytes) writeFileSync(path.join(dir, 'big.js'), randomBytes(opts.bytes));
    return dir;
  }

  async function packedBuild(version: string, opts: FakeBuild = {}): Promise<Buffer> {
    const dir = fakeDist(version, opts);
    const file = path.join(dir, '..', 'build.tar.gz');
    await tar.c({ gzip: true, file, cwd: path.dirname(dir), portable: true }, ['dist']);
    return readFileSync(file);
  }

  return { fakeDist, packedBuild };
}
