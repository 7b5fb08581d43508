import type { FastifyInstance } from 'fastify';
import {
  SITE_DESCRIPTION,
  SITE_FULL_NAME,
  courseCoverUrl,
  courseIdFromParam,
  courseLink,
  documentTitle,
  formatSoles,
  isUnder,
  nonIndexedPaths,
  publicPageMeta,
  type Course,
} from '@inpro/shared-contracts';
import { getCourse } from '../../domain/courses/service';
import { escapeUTF8 } from 'entities';
import { scriptJson } from '../html';

/** What a page tells search engines and link previews (WhatsApp, Facebook, X) before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; null for pages that are not indexed. */
  canonical: string | null;
  image: string | null;
  type: 'website' | 'product';
  index: boolean;
  jsonLd: unknown[];
}

const DESCRIPTION_MAX = 200;

function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

function organization(origin: string): Record<string, unknown> {
  return { '@type': 'Organization', '@id': `${origin}/#organization`, name: SITE_FULL_NAME, url: `${origin}/` };
}

function breadcrumbs(origin: string, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: `${origin}${item.path}` })),
  };
}

function courseHead(origin: string, course: Course): PageHead {
  const path = courseLink(course);
  const price = formatSoles(course.price);
  const summary = course.description ? clip(course.description, DESCRIPTION_MAX - price.length - 3) : SITE_DESCRIPTION;
  // Link previews (WhatsApp, Facebook) need a raster image: the specialty's cover as PNG when the course has none.
  const image = absolute(origin, course.image || courseCoverUrl('/api', course.area).replace(/\.svg$/, '.png'));
  return {
    title: documentTitle(course.title),
    description: `${price} · ${summary}`,
    canonical: `${origin}${path}`,
    image,
    type: 'product',
    index: true,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.title,
        description: course.description || course.title,
        courseCode: course.code,
        url: `${origin}${path}`,
        ...(image ? { image } : {}),
        provider: organization(origin),
        offers: {
          '@type': 'Offer',
          price: course.price.toFixed(2),
          priceCurrency: 'PEN',
          category: 'Paid',
          url: `${origin}/checkout?courseId=${course.id}`,
        },
        ...(course.hours ? { timeRequired: `PT${Math.round(course.hours)}H` } : {}),
      },
      breadcrumbs(origin, [
        { name: 'Inicio', path: '/' },
        { name: 'Cursos / Seminarios', path: '/cursos' },
        { name: course.title, path },
      ]),
    ],
  };
}

/** The published course a /curso/{id}-{slug} (or /cursos/{id}) path shows, if any. */
async function courseOfPath(app: FastifyInstance, path: string): Promise<Course | null> {
  const m = /^\/cursos?\/([^/]+)$/.exec(path);
  const id = m ? courseIdFromParam(m[1]) : null;
  if (!id) return null;
  const course = await getCourse(app.db, id);
  return course && course.published ? course : null;
}

/**
 * The head of any page path. Fixed-content pages come from the shared table (the screens set
 * the same titles), a course page from the course itself; signed-in areas and purchase steps
 * are not indexed. Never throws: a database failure gives the site's default head.
 */
export async function pageHead(app: FastifyInstance, path: string, origin: string): Promise<PageHead> {
  const clean = path === '/' ? '/' : path.replace(/\/+$/, '');
  const fallback: PageHead = {
    title: SITE_FULL_NAME,
    description: SITE_DESCRIPTION,
    canonical: null,
    image: null,
    type: 'website',
    index: !nonIndexedPaths().some((base) => isUnder(clean, base.replace(/\/$/, ''))),
    jsonLd: [],
  };
  const page = publicPageMeta(clean);
  if (page) {
    const jsonLd: unknown[] =
      clean === '/'
        ? [{ '@context': 'https://schema.org', ...organization(origin), description: SITE_DESCRIPTION }]
        : [
            breadcrumbs(origin, [
              { name: 'Inicio', path: '/' },
              { name: page.title ?? SITE_FULL_NAME, path: clean },
            ]),
          ];
    return {
      ...fallback,
      title: documentTitle(page.title),
      description: page.description,
      canonical: `${origin}${clean}`,
      index: true,
      jsonLd,
    };
  }
  try {
    const course = await courseOfPath(app, clean);
    if (course) return courseHead(origin, course);
  } catch (err) {
    app.log.warn({ err }, 'course of a page could not be read; default head used');
  }
  return fallback;
}

/** The tags of a head, in place of the page's default <title> and description (see pageTemplate.ts). */
export function renderHead(head: PageHead): string {
  const tags = [`<title>${escapeUTF8(head.title)}</title>`, `<meta name="description" content="${escapeUTF8(head.description)}" />`];
  if (!head.index) tags.push('<meta name="robots" content="noindex, nofollow" />');
  if (head.canonical) {
    tags.push(
      `<link rel="canonical" href="${escapeUTF8(head.canonical)}" />`,
      `<meta property="og:url" content="${escapeUTF8(head.canonical)}" />`,
    );
  }
  tags.push(
    `<meta property="og:site_name" content="${escapeUTF8(SITE_FULL_NAME)}" />`,
    `<meta property="og:locale" content="es_PE" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeUTF8(head.title)}" />`,
    `<meta property="og:description" content="${escapeUTF8(head.description)}" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeUTF8(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeUTF8(head.description)}" />`,
  );
  if (head.image) {
    tags.push(
      `<meta property="og:image" content="${escapeUTF8(head.image)}" />`,
      `<meta name="twitter:image" content="${escapeUTF8(head.image)}" />`,
    );
  }
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n');
}
