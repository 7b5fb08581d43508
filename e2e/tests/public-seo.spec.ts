import { expect, test } from '../src/test';
import { soles, type ApiCourse } from '../src/publicSite';

/** What search engines and link previews read: the served HTML, before any JavaScript runs. */

test.describe('search engines and sharing', () => {
  test('a course page is described in its HTML and keeps the title in the browser', async ({ page, request }) => {
    const list = (await (await request.get('/api/data/cursos.json')).json()) as ApiCourse[];
    const course = (await (await request.get(`/api/courses/${list[0].id}`)).json()) as ApiCourse & { slug: string };
    const path = `/curso/${course.id}-${course.slug}`;

    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<meta property="og:title" content="${course.title} | INPRO" />`);
    expect(html).toContain(`<meta name="description" content="${soles(course.price)} · `);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}" />`));
    expect(html).toContain('"@type":"Course"');

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page).toHaveTitle(`${course.title} | INPRO`);
    await page.getByRole('banner').getByRole('link', { name: 'Trámites Educativos' }).first().click();
    await expect(page).toHaveTitle('Trámites | INPRO');
  });

  test('robots.txt keeps the classroom out and the sitemap lists the published courses', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /aula\n');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const list = (await (await request.get('/api/data/cursos.json')).json()) as ApiCourse[];
    expect(sitemap).toContain(`/curso/${list[0].id}-`);
  });
});
