const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { createWebpackConfig } = require('./webpack');
const { AREA_FRAME } = require('./federation');

/**
 * Compiles a tiny remote (src/webpack/__fixtures__/remote) with the real helper, in production
 * mode, into a temporary folder. Only the output folder and the cache change; the shared area
 * frame is the fixture's own small file instead of the whole shared UI.
 */
const FIXTURE = path.join(__dirname, 'webpack', '__fixtures__', 'remote');

function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      return resolve();
    });
  });
}

describe('createWebpackConfig: a remote compiled with the real helper', () => {
  let out;
  let files;

  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'inpro-build-tools-'));
    const config = createWebpackConfig({ dir: FIXTURE, kind: 'remote' })({}, { mode: 'production' });
    config.output.path = out;
    config.cache = false;
    config.resolve.alias = { [AREA_FRAME]: path.join(FIXTURE, 'src', 'frame.tsx') };
    await compile(config);
    files = fs.readdirSync(out);
  }, 120_000);

  afterAll(() => {
    if (out) fs.rmSync(out, { recursive: true, force: true });
  });

  it('emits remoteEntry.js, the manifest and inpro-meta.json under fixed names', () => {
    expect(files).toEqual(expect.arrayContaining(['remoteEntry.js', 'main.js', 'mf-manifest.json', 'inpro-meta.json']));
    const meta = JSON.parse(fs.readFileSync(path.join(out, 'inpro-meta.json'), 'utf8'));
    expect(meta).toMatchObject({ name: 'mf_aula', version: '0.0.0-fixture' });
    expect(meta.contractsVersion).toEqual(require('@inpro/shared-contracts/package.json').version);
  });

  it('puts a content hash in every chunk name and in no entry name', () => {
    const scripts = files.filter((f) => /\.(js|css)$/.test(f));
    const entries = scripts.filter((f) => !/\.[0-9a-f]{10}\.(js|css)$/.test(f));
    expect(entries.sort()).toEqual(['main.js', 'remoteEntry.js']);
    const chunks = scripts.filter((f) => !entries.includes(f));
    expect(chunks.length).toBeGreaterThan(2);
    for (const file of chunks) expect(file).toMatch(/^[\w-]+\.[0-9a-f]{10}\.(js|css)$/);
    // Precompressed copies and source maps beside the scripts.
    expect(files).toEqual(expect.arrayContaining(['remoteEntry.js.map', 'remoteEntry.js.gz', 'remoteEntry.js.br']));
  });

  it('lists the exposed ./spa and the shared singletons in mf-manifest.json', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
    expect(manifest.name).toBe('mf_aula');
    expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
    expect(manifest.exposes.map((e) => e.name)).toEqual(['spa']);
    const spa = manifest.exposes[0].assets.js.sync;
    for (const file of spa) expect(files).toContain(file);
    const shared = Object.fromEntries(manifest.shared.map((s) => [s.name, s]));
    // The keys the fixture uses: React (its JSX runtime too) and the area frame, each one copy on the page.
    for (const key of ['react', 'react/jsx-runtime', AREA_FRAME]) {
      expect(shared[key]).toMatchObject({ singleton: true });
      for (const file of shared[key].assets.js.sync) expect(files).toContain(file);
    }
    expect(shared.react.requiredVersion).toBe('^19.2.0');
  });

  it('puts what the frame shares with a screen into one frame chunk', () => {
    // The fixture's messages (src/messages.ts), needed by the frame and by the lazy screen, are in one
    // downloaded file, the frame's chunk, and not copied into the screen's.
    const scripts = files.filter((f) => f.endsWith('.js'));
    const withMessages = scripts.filter((f) => fs.readFileSync(path.join(out, f), 'utf8').includes('Bienvenido al aula de prueba'));
    expect(withMessages).toEqual([expect.stringMatching(/^frame\.[0-9a-f]{10}\.js$/)]);
    expect(scripts.filter((f) => f.startsWith('frame.'))).toHaveLength(1);
  });
});
