import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeOnDb, type TestUser } from '../../test/testApp';

// The HTML as a search engine or a link preview (WhatsApp, Facebook) reads it: no JavaScript runs.
const shellDir = mkdtempSync(path.join(os.tmpdir(), 'inpro-seo-shell-'));
writeFileSync(
  path.join(shellDir, 'index.html'),
  '<!doctype html><html lang="es-PE"><head><meta charset="utf-8" /><meta name="description" content="por defecto" /><title>INPRO</title></head><body><main id="main"></main></body></html>',
);
// No deployed remote: the pages are read as the shell sends them, not prerendered (whatever a
// local `npm start` left in the repository's .artifacts).
const artifactsDir = mkdtempSync(path.join(os.tmpdir(), 'inpro-seo-artifacts-'));
afterAll(() => {
  rmSync(shellDir, { recursive: true, force: true });
  rmSync(artifactsDir, { recursive: true, force: true });
});

function meta(html: string, attr: 'name' | 'property', key: string): string | null {
  const m = new RegExp(`<meta ${attr}="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(html);
  return m ? m[1] : null;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

describeOnDb(
  'search engines and link previews',
  (t) => {
    let admin: TestUser;
    let teacher: TestUser;
    let published: { id: number; slug: string; title: string };
    let draft: { id: number; slug: string };

    const course = async (code: string, title: string, isPublished: boolean) => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/courses',
        headers: admin.auth,
        payload: {
          title,
          code,
          teacherId: teacher.user.id,
          published: isPublished,
          price: 1234.5,
          description: 'Técnicas de negociación y conciliación extrajudicial "con casos reales" <b>prácticos</b>.',
          image: '/api/media/curso.webp',
          area: 'Conciliación',
          type: 'Curso',
          level: 'Intermedio',
          hours: 24,
          schedule: [],
        },
      });
      expect(res.statusCode).toBe(201);
      return res.json();
    };

    beforeAll(async () => {
      admin = await t.user('ADMIN');
      teacher = await t.user('DOCENTE');
      published = await course('SEO-001-2026', 'Conciliación Extrajudicial Aplicada', true);
      draft = await course('SEO-002-2026', 'Borrador sin publicar', false);
    });

    const page = async (url: string) => {
      const res = await t.inject({ method: 'GET', url, headers: { accept: 'text/html', host: 'inpro.example.pe' } });
      expect(res.statusCode).toBe(200);
      return res.body;
    };

    it('gives a course page its own title, price, description, image, canonical URL and Course JSON-LD', async () => {
      const html = await page(`/curso/${published.id}-${published.slug}`);
      expect(html).toContain('<title>Conciliación Extrajudicial Aplicada | INPRO</title>');
      expect(html).not.toContain('<title>INPRO</title>');
      expect(html).not.toContain('por defecto');
      const description = meta(html, 'name', 'description');
      expect(description).toMatch(/^S\/\s1,234\.50 · Técnicas de negociación/);
      expect(description).toContain('&quot;con casos reales&quot; &lt;b&gt;');
      expect(meta(html, 'property', 'og:title')).toBe('Conciliación Extrajudicial Aplicada | INPRO');
      expect(meta(html, 'property', 'og:image')).toBe('http://inpro.example.pe/api/media/curso.webp');
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(html).toContain(`<link rel="canonical" href="http://inpro.example.pe/curso/${published.id}-${published.slug}" />`);
      const [courseLd, crumbs] = jsonLd(html);
      expect(courseLd).toMatchObject({
        '@type': 'Course',
        name: 'Conciliación Extrajudicial Aplicada',
        courseCode: 'SEO-001-2026',
        offers: { price: '1234.50', priceCurrency: 'PEN' },
        provider: { '@type': 'Organization' },
      });
      expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
      expect((crumbs.itemListElement as unknown[]).length).toBe(3);
    });

    it("shares a course without image with its specialty's cover as a PNG (link previews need a raster image)", async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/courses',
        headers: admin.auth,
        payload: { title: 'Penal sin imagen', code: 'SEO-003-2026', teacherId: teacher.user.id, published: true, area: 'Derecho Penal' },
      });
      expect(res.statusCode).toBe(201);
      const c = res.json();
      const html = await page(`/curso/${c.id}-${c.slug}`);
      expect(meta(html, 'property', 'og:image')).toBe('http://inpro.example.pe/api/covers/derecho-penal.png');
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    });

    it('does not describe an unpublished or missing course', async () => {
      for (const url of [`/curso/${draft.id}-${draft.slug}`, '/curso/999999-no-existe']) {
        const html = await page(url);
        expect(html).toContain('<title>INPRO – Instituto Nacional de Profesionalización</title>');
        expect(html).not.toContain('Borrador sin publicar');
        expect(jsonLd(html)).toEqual([]);
      }
    });

    it('gives the fixed pages their titles and the home page the Organization', async () => {
      const home = await page('/');
      expect(jsonLd(home)[0]).toMatchObject({ '@type': 'Organization', url: 'http://inpro.example.pe/' });
      const procedures = await page('/tramites');
      expect(procedures).toContain('<title>Trámites | INPRO</title>');
      expect(meta(procedures, 'property', 'og:url')).toBe('http://inpro.example.pe/tramites');
    });

    it('keeps the signed-in areas out of search engines', async () => {
      const html = await page('/aula/notas');
      expect(meta(html, 'name', 'robots')).toBe('noindex, nofollow');
      expect(html).not.toContain('rel="canonical"');
      const robots = await t.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'inpro.example.pe' } });
      expect(robots.headers['content-type']).toMatch(/^text\/plain/);
      for (const path of ['/aula', '/prof', '/admin', '/superadmin', '/checkout', '/api/'])
        expect(robots.body).toContain(`Disallow: ${path}\n`);
      expect(robots.body).toContain('Sitemap: http://inpro.example.pe/sitemap.xml');
    });

    it('writes the colour scheme of the settings on <html> (Claro light, Oscuro dark, Auto auto)', async () => {
      expect(await page('/')).toContain('<html lang="es-PE" data-theme="light">');
      const put = await t.inject({ method: 'PUT', url: '/api/admin/settings/theme', headers: admin.auth, payload: { scheme: 'Oscuro' } });
      expect(put.statusCode).toBe(200);
      expect(await page('/cursos')).toContain('data-theme="dark"');
      await t.inject({ method: 'PUT', url: '/api/admin/settings/theme', headers: admin.auth, payload: { scheme: 'Auto' } });
      expect(await page('/')).toContain('data-theme="auto"');
      await t.inject({ method: 'PUT', url: '/api/admin/settings/theme', headers: admin.auth, payload: { scheme: 'Claro' } });
    });

    it("inlines the home page's featured courses (the first ones of /data/cursos.json), and no other page's", async () => {
      const inline = (html: string) => /<script id="inpro-featured-courses" type="application\/json">(.*?)<\/script>/.exec(html);
      const home = inline(await page('/'));
      expect(home).not.toBeNull();
      const featured = JSON.parse((home as RegExpExecArray)[1]);
      const listed = (await t.inject({ method: 'GET', url: '/api/data/cursos.json' })).json();
      expect(featured.length).toBeGreaterThan(0);
      expect(featured).toEqual(listed.slice(0, 3));
      expect(featured.map((c: { id: number }) => c.id)).not.toContain(draft.id);
      expect(inline(await page('/cursos'))).toBeNull();

      // Kept between loads, and a new published course shows on the next one (every write empties it).
      const added = await course('SEO-004-2026', 'Arbitraje Comercial Destacado', true);
      try {
        const after = JSON.parse((inline(await page('/')) as RegExpExecArray)[1]);
        expect(after).toEqual((await t.inject({ method: 'GET', url: '/api/data/cursos.json' })).json().slice(0, 3));
        expect(after.map((c: { id: number }) => c.id)).toContain(added.id);
      } finally {
        await t.inject({ method: 'DELETE', url: `/api/courses/${added.id}`, headers: admin.auth });
      }
    });

    it('lists every published course in /sitemap.xml and no draft', async () => {
      const res = await t.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'inpro.example.pe' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.body).toContain(`<loc>http://inpro.example.pe/curso/${published.id}-${published.slug}</loc>`);
      expect(res.body).toContain('<loc>http://inpro.example.pe/cursos</loc>');
      expect(res.body).not.toContain(`/curso/${draft.id}-`);
    });
  },
  { shellDir, artifactsDir },
);
