import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeOnDb, type TestUser } from '../../test/testApp';

// Prerendered public pages on the whole app: the deployed public remote's renderer reads the real
// catalogue through getJson (in process, through the public cache) and its markup is in the page.
const root = mkdtempSync(path.join(os.tmpdir(), 'inpro-prerender-api-'));
const shellDir = path.join(root, 'shell');
const artifactsDir = path.join(root, 'artifacts');

function write(rel: string, content: string): void {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function deploy(version: string): void {
  write(
    'artifacts/remotes.json',
    JSON.stringify({
      updatedAt: '2026-01-01T00:00:00.000Z',
      remotes: {
        'mf-public': { name: 'mf_public', version, entry: `/remotes/mf-public/${version}/mf-manifest.json` },
        'mf-aula': { name: 'mf_aula', version: '1.0.0', entry: '/remotes/mf-aula/1.0.0/mf-manifest.json' },
      },
    }),
  );
}

// The shell's index.html as it is built (shell/src/index.html): an empty main the areas mount in.
write(
  'shell/index.html',
  '<!doctype html><html lang="es-PE"><head><meta charset="utf-8" /><title>INPRO</title></head><body><div id="shell-header"></div><main id="main" tabindex="-1"></main><div id="shell-footer"></div></body></html>',
);
write(
  'artifacts/mf-public/1.0.0/prerender/render.js',
  `let calls = 0;
  exports.render = async function render({ url, getJson }) {
    calls += 1;
    const page = await getJson('/courses/filter?page=0&size=3');
    const items = page.content.map((c) => '<li>' + c.title + '</li>').join('');
    return {
      html: '<section class="catalogue" data-calls="' + calls + '" data-url="' + url + '"><ul>' + items + '</ul></section>',
      css: '.catalogue{display:grid}',
      state: { queries: [{ queryKey: ['courses', 'filter', 0], state: { data: page } }] },
    };
  };`,
);
write('artifacts/mf-public/2.0.0/prerender/render.js', 'exports.render = async () => { throw new Error("boom"); };');
deploy('1.0.0');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const EMPTY_MAIN = '<main id="main" tabindex="-1"></main>';
const markup = (html: string) =>
  /<div id="area-mf-public" class="area" data-area="mf-public"><div class="area-root" data-prerendered>([\s\S]*?)<\/div><\/div><\/main>/.exec(
    html,
  )?.[1] ?? null;
const calls = (html: string) => Number(/data-calls="(\d+)"/.exec(html)?.[1]);
const state = (html: string) => {
  const m = /<script id="inpro-prerender-state" type="application\/json" data-remote="mf_public">(.*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]) : null;
};

describeOnDb(
  'prerendered public pages',
  (t) => {
    let admin: TestUser;
    let teacher: TestUser;
    let course: { id: number; code: string; title: string };

    const page = async (url: string) => {
      const res = await t.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      return res.body;
    };

    beforeAll(async () => {
      deploy('1.0.0');
      admin = await t.user('ADMIN');
      teacher = await t.user('DOCENTE');
      const res = await t.inject({
        method: 'POST',
        url: '/api/courses',
        headers: admin.auth,
        payload: { title: 'Litigación Oral Prerenderizada', code: 'PRE-001-2026', teacherId: teacher.user.id, published: true },
      });
      expect(res.statusCode).toBe(201);
      course = res.json();
    });

    it('sends the catalogue page with its markup, stylesheet and server state', async () => {
      const html = await page('/cursos?orden=popular');
      expect(markup(html)).toContain('<li>Litigación Oral Prerenderizada</li>');
      expect(markup(html)).toContain('data-url="/cursos?orden=popular"');
      expect(html).not.toContain(EMPTY_MAIN);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<style data-mf="mf_public" data-prerender>.catalogue{display:grid}</style>');
      const filtered = (await t.inject({ method: 'GET', url: '/api/courses/filter?page=0&size=3' })).json();
      expect(state(head)).toEqual({ queries: [{ queryKey: ['courses', 'filter', 0], state: { data: filtered } }] });
      // The page keeps what it had: its own title, the inlined remotes.json, the site configuration.
      expect(head).toContain('<title>Cursos / Seminarios | INPRO</title>');
      expect(head).toContain('<script id="inpro-remotes" type="application/json">');
      expect(head).toContain('<script id="inpro-site-config" type="application/json">');
    });

    it('keeps the rendered page until a write, and shows an edited course on the next load', async () => {
      const first = calls(await page('/cursos'));
      expect(calls(await page('/cursos'))).toBe(first);
      const put = await t.inject({
        method: 'PUT',
        url: `/api/courses/${course.id}`,
        headers: admin.auth,
        payload: { title: 'Litigación Oral Editada', code: course.code, teacherId: teacher.user.id, published: true },
      });
      expect(put.statusCode).toBe(200);
      const after = await page('/cursos');
      expect(calls(after)).toBe(first + 1);
      expect(markup(after)).toContain('<li>Litigación Oral Editada</li>');
      expect(markup(after)).not.toContain('Prerenderizada');
    });

    it('prerenders the home page with its featured courses in its state only, and never a logged-in area', async () => {
      const home = await page('/');
      expect(markup(home)).toContain('Litigación Oral');
      // Sent once: in the markup and the state the remote starts from, not inlined a second time.
      expect(home).not.toContain('inpro-featured-courses');
      expect(home).toMatch(/<script id="inpro-prerender-state"[^>]*>[^<]*Litigación Oral/);
      for (const url of ['/aula', '/admin/cursos']) {
        const html = await page(url);
        expect([url, html.includes(EMPTY_MAIN)]).toEqual([url, true]);
        expect(html).not.toContain('inpro-prerender-state');
      }
    });

    it('sends the page as before when the deployed renderer fails', async () => {
      deploy('2.0.0');
      try {
        const html = await page('/cursos');
        expect(html).toContain(EMPTY_MAIN);
        expect(html).not.toContain('data-prerender');
        // Without its markup, the home page has its featured courses inlined for its first paint.
        const home = await page('/');
        expect(home).toContain(EMPTY_MAIN);
        expect(home).toMatch(/<script id="inpro-featured-courses" type="application\/json">[^<]*Litigación Oral/);
      } finally {
        deploy('1.0.0');
      }
    });
  },
  { shellDir, artifactsDir },
);
