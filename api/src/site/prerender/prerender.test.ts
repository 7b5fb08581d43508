import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import publicCachePlugin, { changesCatalogue } from '../../plugins/publicCache';
import { siteRoutes } from '../routes';
import { createRendererLoader } from './loadRenderer';
import { createPrerenderer, packPage, prerenderedPage, unpackPage } from './prerenderPage';
import { vi } from 'vitest';

// The server side of prerendered pages without a database: a stand-in catalogue route (publicly
// cached, like the real one) and renderers of every kind written into a temporary artifact store.

const SHELL_INDEX = `<!doctype html>
<html lang="es-PE">
  <head>
    <meta charset="utf-8" />
    <title>INPRO</title>
  </head>
  <body>
    <div id="shell-header"></div>
    <script>boot()</script>
    <main id="main" tabindex="-1"></main>
    <div id="shell-footer"></div>
  </body>
</html>`;
const EMPTY_MAIN = '<main id="main" tabindex="-1"></main>';

/** A renderer that lists the catalogue's titles and counts its calls (module state: loaded once). */
const GOOD_RENDERER = `
let calls = 0;
exports.render = async function render({ url, getJson, config }) {
  calls += 1;
  const page = await getJson('/courses/filter?page=0&size=3');
  const titles = page.content.map((c) => '<li>' + c.title + '</li>').join('');
  return {
    html: '<section data-calls="' + calls + '" data-url="' + url + '" data-api="' + config.apiBase + '" data-mail="' + config.contactEmail + '"><ul>' + titles + '</ul></section>',
    css: '.catalogue{color:red}/* </style><script>alert(1)</script> */',
    state: { queries: [{ queryKey: ['courses'], state: { data: page } }], note: '</script><script>alert(2)</script>' },
  };
};
`;

let root: string;
let app: FastifyInstance;
let titles: string[];
let catalogueCalls: number;
/** The pending GET /api/slow requests (answered by release()). */
let slow: Array<() => void>;
const release = () => slow.splice(0).forEach((answer) => answer());
/** Until a GET /api/slow is pending, then a little longer (for the other requests of a test to arrive). */
async function slowPending(): Promise<void> {
  for (const until = Date.now() + 8_000; Date.now() < until && !slow.length;) await new Promise((r) => setTimeout(r, 5));
  await new Promise((r) => setTimeout(r, 50));
}

async function write(rel: string, content: string): Promise<void> {
  const file = path.join(root, rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

async function deploy(version: string, entry = `/remotes/mf-public/${version}/mf-manifest.json`): Promise<void> {
  await write(
    'artifacts/remotes.json',
    JSON.stringify({
      updatedAt: '2026-01-01T00:00:00.000Z',
      remotes: {
        'mf-public': { name: 'mf_public', version, entry },
        'mf-aula': { name: 'mf_aula', version: '1.0.0', entry: '/remotes/mf-aula/1.0.0/mf-manifest.json' },
      },
    }),
  );
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'inpro-prerender-'));
  titles = ['Derecho Penal', 'Arbitraje'];
  catalogueCalls = 0;
  slow = [];
  await write('shell/index.html', SHELL_INDEX);
  await write('artifacts/mf-public/1.0.0/mf-manifest.json', '{}');
  await write('artifacts/mf-public/1.0.0/prerender/render.js', GOOD_RENDERER);
  await write('artifacts/mf-public/2.0.0/prerender/render.js', 'exports.render = async () => { throw new Error("boom"); };');
  await write('artifacts/mf-public/3.0.0/prerender/render.js', 'exports.render = () => new Promise(() => {});');
  await write('artifacts/mf-public/4.0.0/prerender/render.js', 'exports.notRender = () => ({ html: "x", css: "", state: null });');
  await write('artifacts/mf-public/5.0.0/mf-manifest.json', '{}');
  await write('artifacts/mf-public/6.0.0/prerender/render.js', 'throw new Error("broken bundle");');
  await write('artifacts/mf-public/7.0.0/prerender/render.js', 'exports.render = async () => ({ html: 42 });');
  await write('artifacts/mf-aula/1.0.0/prerender/render.js', GOOD_RENDERER);
  // Outside the artifact store: must never be loaded.
  await write(
    'outside/prerender/render.js',
    `require('node:fs').writeFileSync(${JSON.stringify(path.join(root, 'outside-loaded'))}, 'x'); ${GOOD_RENDERER}`,
  );
  await fs.mkdir(path.join(root, 'artifacts/mf-public/8.0.0'), { recursive: true });
  await fs.symlink(path.join(root, 'outside/prerender'), path.join(root, 'artifacts/mf-public/8.0.0/prerender'));
  await deploy('1.0.0');
  app = await mount();
});

afterEach(async () => {
  await app.close();
  await fs.rm(root, { recursive: true, force: true });
});

/** A site whose renderers get `prerenderTimeoutMs` (long by default: a loaded machine must not fall back). */
async function mount(prerenderTimeoutMs = 10_000): Promise<FastifyInstance> {
  const server = Fastify();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  await server.register(publicCachePlugin);
  await server.register(
    async (api) => {
      // The stand-in course writes may change the catalogue, as the courses module's do.
      changesCatalogue(api);
      api.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Ruta no encontrada.' }));
      api.get('/courses/filter', { config: { publicCache: true } }, async () => {
        catalogueCalls += 1;
        return { content: titles.map((title, id) => ({ id, title })), page: 0, size: 3, totalElements: titles.length, totalPages: 1 };
      });
      api.get('/private', async (request, reply) =>
        request.headers.authorization ? { secret: true } : reply.code(401).send({ error: 'No autenticado.' }),
      );
      api.put('/courses/:id', async () => ({ ok: true }));
      api.get('/slow', async () => {
        await new Promise<void>((resolve) => slow.push(resolve));
        return { slow: true };
      });
    },
    { prefix: '/api' },
  );
  await server.register(siteRoutes, {
    shellDir: path.join(root, 'shell'),
    artifactsDir: path.join(root, 'artifacts'),
    contactEmail: 'informes@inpro.test',
    contactPhone: '+51 1 000 0000',
    remoteLoadTimeoutMs: 4321,
    prerenderTimeoutMs,
    loadTicketSecret: 'prerender-test-secret',
  });
  await server.ready();
  return server;
}

const html = { accept: 'text/html' };
const page = async (url: string) => {
  const res = await app.inject({ url, headers: html });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const prerendered = (body: string) =>
  /<main id="main" tabindex="-1"><div id="area-mf-public" class="area" data-area="mf-public"><div class="area-root" data-prerendered>([\s\S]*?)<\/div><\/div><\/main>/.exec(
    body,
  )?.[1] ?? null;
const calls = (body: string) => Number(/data-calls="(\d+)"/.exec(body)?.[1]);

describe('prerendered public pages', () => {
  it('puts the markup in the empty main, its stylesheet and state in the head', async () => {
    const body = await page('/cursos?q=penal');
    const markup = prerendered(body);
    expect(markup).toContain('<li>Derecho Penal</li><li>Arbitraje</li>');
    expect(markup).toContain('data-url="/cursos?q=penal" data-api="/api" data-mail="informes@inpro.test"');
    expect(body).not.toContain(EMPTY_MAIN);
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(
      '<style data-mf="mf_public" data-prerender>.catalogue{color:red}/* <\\/style><script>alert(1)</script> */</style>',
    );
    const state = /<script id="inpro-prerender-state" type="application\/json" data-remote="mf_public">(.*?)<\/script>/.exec(head);
    expect(state).not.toBeNull();
    expect(JSON.parse((state as RegExpExecArray)[1])).toMatchObject({
      queries: [{ queryKey: ['courses'], state: { data: { content: [{ title: 'Derecho Penal' }, { title: 'Arbitraje' }] } } }],
      note: '</script><script>alert(2)</script>',
    });
    expect(body).not.toContain('<script>alert(2)');
    // The rest of the page as before: inlined remotes, the shell's script allowed by hash only.
    expect(head).toContain('<script id="inpro-remotes" type="application/json">');
    const res = await app.inject({ url: '/cursos', headers: html });
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
  });

  it('keeps a rendered page in the public cache until a write, and renders long URLs every time', async () => {
    const fresh = await page('/cursos');
    expect(calls(fresh)).toBe(1);
    // The page from the cache is the page as first sent, its stylesheet included (each with its own load ticket).
    const ticketless = (html: string) => html.replace(/"loadTicket":"[^"]+"/, '"loadTicket":"…"');
    expect(ticketless(await page('/cursos'))).toBe(ticketless(fresh));
    expect(fresh).toContain('<style data-mf="mf_public" data-prerender>.catalogue{color:red}');
    expect(catalogueCalls).toBe(1);
    // Another URL is another page; its catalogue request is a public-cache hit.
    expect(calls(await page('/cursos?page=1'))).toBe(2);
    expect(catalogueCalls).toBe(1);
    titles = ['Derecho Civil'];
    expect((await app.inject({ method: 'PUT', url: '/api/courses/1', payload: {} })).statusCode).toBe(200);
    const after = await page('/cursos');
    expect(calls(after)).toBe(3);
    expect(prerendered(after)).toContain('<li>Derecho Civil</li>');
    const long = `/cursos?q=${'a'.repeat(600)}`;
    expect(calls(await page(long))).toBe(4);
    expect(calls(await page(long))).toBe(5);
  });

  it('does not keep a page rendered while a write happened', async () => {
    await write(
      'artifacts/mf-public/10.0.0/prerender/render.js',
      `let calls = 0;
      exports.render = async ({ getJson }) => {
        calls += 1;
        if (calls === 1) await getJson('/slow');
        return { html: '<p data-calls="' + calls + '"></p>', css: '', state: null };
      };`,
    );
    await deploy('10.0.0');
    const first = page('/cursos');
    await slowPending();
    // The write happens while the renderer waits for the API.
    expect((await app.inject({ method: 'PUT', url: '/api/courses/1', payload: {} })).statusCode).toBe(200);
    release();
    expect(calls(await first)).toBe(1);
    expect(calls(await page('/cursos'))).toBe(2);
    expect(calls(await page('/cursos'))).toBe(2);
  });

  it('renders a page once for requests that arrive together', async () => {
    await write(
      'artifacts/mf-public/11.0.0/prerender/render.js',
      `let calls = 0;
      exports.render = async ({ getJson }) => {
        calls += 1;
        const call = calls;
        await getJson('/slow');
        return { html: '<p data-calls="' + call + '"></p>', css: '', state: null };
      };`,
    );
    await deploy('11.0.0');
    const bodies = Promise.all([page('/'), page('/'), page('/')]);
    await slowPending();
    release();
    expect((await bodies).map(calls)).toEqual([1, 1, 1]);
  });

  it('sends the page as before when the renderer fails, hangs, is missing or is not a renderer', async () => {
    await app.close();
    app = await mount(150);
    for (const version of ['2.0.0', '3.0.0', '4.0.0', '5.0.0', '6.0.0', '7.0.0']) {
      await deploy(version);
      for (let i = 0; i < 2; i++) {
        const started = Date.now();
        const body = await page('/cursos');
        expect([version, body.includes(EMPTY_MAIN)]).toEqual([version, true]);
        expect(body).not.toContain('data-prerender');
        expect(body).not.toContain('inpro-prerender-state');
        expect(Date.now() - started).toBeLessThan(2000);
      }
    }
    // Back on the good version, it renders again.
    await deploy('1.0.0');
    expect(prerendered(await page('/cursos'))).toContain('Arbitraje');
  });

  it('never prerenders another area, a HEAD request or a page without an empty main', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/cursos', headers: html });
    expect(head.statusCode).toBe(200);
    const aula = await page('/aula/cursos');
    expect(aula).toContain(EMPTY_MAIN);
    expect(aula).not.toContain('data-prerender');
    expect(catalogueCalls).toBe(0);
    // The sign-in page belongs to the public area.
    expect(calls(await page('/aula/login'))).toBe(1);
    await write('shell/index.html', SHELL_INDEX.replace(EMPTY_MAIN, '<main id="main" tabindex="-1"><p>Hola</p></main>'));
    const full = await page('/cursos');
    expect(full).toContain('<p>Hola</p>');
    expect(full).not.toContain('data-prerender');
  });

  it('loads no renderer from outside the artifact store', async () => {
    for (const entry of [
      '/remotes/mf-public/../../outside/mf-manifest.json',
      '/remotes/mf-public/8.0.0/mf-manifest.json', // prerender/ is a symbolic link out of the store
      '/remotes/mf-aula/1.0.0/mf-manifest.json', // another remote's folder
      'https://cdn.example.com/remotes/mf-public/1.0.0/mf-manifest.json',
    ]) {
      await deploy('8.0.0', entry);
      const body = await page('/cursos');
      expect([entry, body.includes(EMPTY_MAIN)]).toEqual([entry, true]);
    }
    expect(existsSync(path.join(root, 'outside-loaded'))).toBe(false);
    const log = { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    const load = createRendererLoader(path.join(root, 'artifacts'), log);
    expect(await load('mf-public', '../../outside')).toBeNull();
    expect(await load('../outside', '1.0.0')).toBeNull();
    expect(await load('mf-public', '8.0.0')).toBeNull();
    expect(existsSync(path.join(root, 'outside-loaded'))).toBe(false);
  });

  it('logs a broken renderer once per version and does not load it again', async () => {
    const log = { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    const load = createRendererLoader(path.join(root, 'artifacts'), log);
    for (const version of ['4.0.0', '6.0.0']) {
      expect(await load('mf-public', version)).toBeNull();
      expect(await load('mf-public', version)).toBeNull();
    }
    expect(log.error).toHaveBeenCalledTimes(2);
    const good = await load('mf-public', '1.0.0');
    expect(typeof good?.render).toBe('function');
    expect(await load('mf-public', '1.0.0')).toBe(good);
    expect(await load('mf-public', '5.0.0')).toBeNull(); // no file: nothing to log
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it('sends the page without prerender while the version is still on its way from the bucket, and uses it once there', async () => {
    const log = { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    let arrive: (ok: boolean) => void = () => undefined;
    const arrived = new Promise<boolean>((resolve) => (arrive = resolve));
    const ensureLocal = vi.fn(() => arrived);
    const load = createRendererLoader(path.join(root, 'artifacts'), log, ensureLocal, 50);
    const started = Date.now();
    expect(await load('mf-public', '1.0.0')).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    arrive(true);
    expect(typeof (await load('mf-public', '1.0.0'))?.render).toBe('function');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('gives the renderer anonymous GETs of API paths only', async () => {
    await write(
      'artifacts/mf-public/9.0.0/prerender/render.js',
      `exports.render = async ({ getJson }) => {
        const results = [];
        for (const p of ['/private', '/../cursos', '/%2e%2e/remotes.json', 'courses/filter', '/nope']) {
          results.push(await getJson(p).then(() => 'ok', (e) => e.status || e.message));
        }
        return { html: '<pre>' + JSON.stringify(results) + '</pre>', css: '', state: null };
      };`,
    );
    await deploy('9.0.0');
    const markup = prerendered(await page('/cursos'));
    expect(JSON.parse((/<pre>(.*)<\/pre>/.exec(markup ?? '') as RegExpExecArray)[1])).toEqual([
      401,
      'getJson: /../cursos is not an API path',
      'getJson: /%2e%2e/remotes.json is not an API path',
      'getJson: the path must start with /',
      404,
    ]);
  });
});

describe('a prerendered page in the public cache', () => {
  const result = (html: string, css: string) => ({ html, css, state: { queries: [{ title: 'Conciliación' }] } });

  it('is read back exactly, with one copy of the stylesheet for every page that has it', () => {
    const styles = new Map<string, string>();
    const css = '.a{color:red}/* </style> */'.repeat(100);
    const pages = ['<link rel="preload" as="image" href="/x.png"/><h1>Uno</h1>', '<h1>Dos: 12:3:</h1>'].map((html) =>
      prerenderedPage('mf-public', 'mf_public', result(html, css)),
    );
    const entries = pages.map((p) => packPage(p, styles));
    expect(styles.size).toBe(1);
    for (const entry of entries) expect(entry.length).toBeLessThan(css.length);
    expect(entries.map((e) => unpackPage(e, styles))).toEqual(pages);
  });

  it('is read back without a stylesheet when the page had none', () => {
    const styles = new Map<string, string>();
    const page = prerenderedPage('mf-public', 'mf_public', result('<p>sin estilos</p>', ''));
    expect(unpackPage(packPage(page, styles), styles)).toEqual(page);
    expect(styles.size).toBe(0);
  });

  it('is rendered again when its stylesheet is no longer kept, or the entry is not one', () => {
    const styles = new Map<string, string>();
    const first = packPage(prerenderedPage('mf-public', 'mf_public', result('<p>v1</p>', '.v0{}')), styles);
    for (let v = 1; v <= 8; v += 1) packPage(prerenderedPage('mf-public', 'mf_public', result('<p>v</p>', `.v${v}{}`)), styles);
    expect(styles.size).toBe(8);
    expect(unpackPage(first, styles)).toBeNull();
    expect(unpackPage('{"hints":"","head":"","main":""}', styles)).toBeNull();
  });
});

describe('a renderer that gives no answer in time', () => {
  it('is not asked again for a while: the pages go out at once, then it is tried again', async () => {
    const calls = path.join(root, 'hanging-calls');
    await write(
      'artifacts/mf-public/9.0.0/prerender/render.js',
      `exports.render = () => { require('node:fs').appendFileSync(${JSON.stringify(calls)}, 'x'); return new Promise(() => {}); };`,
    );
    let clock = 1_000_000;
    const prerender = createPrerenderer(app, {
      artifactsDir: path.join(root, 'artifacts'),
      timeoutMs: 50,
      pauseMs: 30_000,
      now: () => clock,
    });
    const target = {
      remote: 'mf-public',
      version: '9.0.0',
      container: 'mf_public',
      url: '/cursos',
      config: { apiBase: '/api', contactEmail: '', contactPhone: '' },
      log: app.log,
    };
    const asked = async () => (existsSync(calls) ? (await fs.readFile(calls, 'utf8')).length : 0);

    expect(await prerender(target)).toBeNull();
    expect(await asked()).toBe(1);
    const started = Date.now();
    expect(await prerender({ ...target, url: '/' })).toBeNull();
    expect(Date.now() - started).toBeLessThan(50);
    expect(await asked()).toBe(1);

    clock += 30_001;
    expect(await prerender({ ...target, url: '/contacto' })).toBeNull();
    expect(await asked()).toBe(2);
  });
});

describe('the scripts of a prerendered page', () => {
  it('start after its first paint: no preload of the remote manifest competes with it', async () => {
    const body = await page('/cursos');
    expect(prerendered(body)).toContain('Arbitraje');
    expect(body).not.toContain('mf-manifest.json" as="fetch"');
    // A page that could not be prerendered keeps the hint.
    await deploy('2.0.0');
    expect(await page('/cursos')).toContain('<link rel="preload" href="/remotes/mf-public/2.0.0/mf-manifest.json" as="fetch" crossorigin>');
  });
});
