import { asc, eq } from 'drizzle-orm';
import { PUBLIC_PAGES, courseLink, nonIndexedPaths } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { courses } from '../../db/schema';
import { escapeUTF8 } from 'entities';

/** Every published course: what the sitemap lists (id, slug and title make its link). */
async function publishedCourseLinks(db: Db): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ id: courses.id, slug: courses.slug, title: courses.title, updatedAt: courses.updatedAt })
    .from(courses)
    .where(eq(courses.published, true))
    .orderBy(asc(courses.id));
  return rows.map((r) => ({ path: courseLink(r), updatedAt: r.updatedAt }));
}

/** /sitemap.xml: the fixed-content public pages and every published course. */
export async function sitemapXml(db: Db, origin: string): Promise<string> {
  const pages = PUBLIC_PAGES.map((p) => `  <url><loc>${escapeUTF8(origin + p.path)}</loc></url>`);
  const courseUrls = (await publishedCourseLinks(db)).map(
    (c) => `  <url><loc>${escapeUTF8(origin + c.path)}</loc><lastmod>${c.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...courseUrls,
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt: everything public may be crawled; the signed-in areas, purchase steps and the API may not. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...nonIndexedPaths().map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
