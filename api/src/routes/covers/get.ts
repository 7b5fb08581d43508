import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeUTF8 } from 'entities';
import { z } from 'zod';
import { SPECIALTY_AREAS, errorBodySchema, slugify } from '@inpro/shared-contracts';
import { IMAGE_NOT_FOUND } from '../../domain/media/image';
import { notFound } from '../../errors';
import { zapp } from '../../lib/zod';

/** GET /api/covers/{file}: a specialty's cover art (SVG), shown for courses without an image of their own. */
export function getCoverRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/covers/:file',
    {
      schema: {
        tags: ['media'],
        summary: "A specialty's cover art (SVG), shown for courses without an image of their own",
        params: z.object({ file: z.string().max(100) }),
        produces: ['image/svg+xml'],
        response: { 404: errorBodySchema },
      },
    },
    async (req, reply) => serveCover(reply, req.params.file),
  );
}

/**
 * Cover art of the courses without an image of their own: one drawn cover per specialty, all in
 * one style (a 16:9 field in two colours of the specialty, a soft pattern, a white emblem in a ring).
 * SVG made here, so every size is sharp and each file is a few KB. The specialty's name is written
 * only on the link preview (PNG): on a card or a course page the name is the page's own text beside
 * the picture, and text inside an SVG picture is laid out, font lookups included, in a document of
 * its own on the page's main thread, once per cover on every page that shows covers.
 */

type Emblem =
  | 'scales'
  | 'gavel'
  | 'handshake'
  | 'magnifier'
  | 'shield'
  | 'columns'
  | 'document'
  | 'leaf'
  | 'family'
  | 'book'
  | 'briefcase'
  | 'chart'
  | 'building'
  | 'globe'
  | 'microphone'
  | 'seal';

interface CoverDesign {
  from: string;
  to: string;
  emblem: Emblem;
}

const DESIGNS: Record<string, CoverDesign> = {
  'Formación de Árbitros': { from: '#0b3d91', to: '#1e6fd9', emblem: 'scales' },
  'Formación de Peritos': { from: '#1f4e5f', to: '#2a8c9c', emblem: 'magnifier' },
  'Formación de Conciliadores': { from: '#125e4a', to: '#22a06b', emblem: 'handshake' },
  'Derecho Penal': { from: '#7a1f2b', to: '#c0392b', emblem: 'gavel' },
  'Derecho Civil': { from: '#30336b', to: '#4b57b8', emblem: 'book' },
  'Derecho Laboral': { from: '#8a4b08', to: '#d98324', emblem: 'briefcase' },
  'Derecho Tributario': { from: '#3d2c6b', to: '#6c4fc2', emblem: 'seal' },
  'Derecho Constitucional': { from: '#1b2a4a', to: '#35598f', emblem: 'columns' },
  'Derecho Administrativo': { from: '#264653', to: '#3f7d8c', emblem: 'document' },
  'Derecho Comercial': { from: '#5b3a29', to: '#a0673f', emblem: 'chart' },
  'Derecho de Familia': { from: '#8c2f5a', to: '#d1578f', emblem: 'family' },
  'Derecho Notarial y Registral': { from: '#4a3b12', to: '#9a7b21', emblem: 'seal' },
  'Derecho Ambiental': { from: '#1d5a2c', to: '#3f9b4f', emblem: 'leaf' },
  'Derecho Procesal': { from: '#2c3e50', to: '#4f6d8a', emblem: 'document' },
  'Contrataciones con el Estado': { from: '#0f4c5c', to: '#1c8aa0', emblem: 'columns' },
  'Compliance y Prevención': { from: '#23395b', to: '#406e8e', emblem: 'shield' },
  'Derechos Humanos': { from: '#6a2c70', to: '#b83b5e', emblem: 'globe' },
  'Litigación Oral y Proceso Penal': { from: '#5c1a1b', to: '#a4303f', emblem: 'microphone' },
  'Derecho Corporativo': { from: '#1a3c40', to: '#2f6f73', emblem: 'building' },
};

const GENERIC: CoverDesign = { from: '#0b3d91', to: '#2d5fb8', emblem: 'scales' };

/** White line drawings centred on (0,0), about 120 units wide. */
const EMBLEMS: Record<Emblem, string> = {
  scales:
    '<path d="M0-50V48M-34 48h68M-52-34h104M0-50l-6 10h12z"/><path d="M-52-34l-18 40h36zM52-34l-18 40h36z"/><path d="M-70 6a18 10 0 0 0 36 0M34 6a18 10 0 0 0 36 0"/>',
  gavel:
    '<g transform="rotate(-40)"><rect x="-38" y="-54" width="76" height="28" rx="6"/><path d="M-46-48v16M46-48v16M0-26v72"/></g><path d="M-8 56h60"/>',
  handshake:
    '<path d="M-66-6l24-22 22 6 18-12 22 8 24 20"/><path d="M-42-28l30 34a8 8 0 0 0 12-10M-12 6l12 12a8 8 0 0 0 12-10L-2-6M12 18l6 6a8 8 0 0 0 12-10L4-14M30 14a8 8 0 0 0 10-12L20-18"/>',
  magnifier: '<circle cx="-12" cy="-12" r="34"/><path d="M12 12l38 38M-30-22a22 22 0 0 1 18-12"/>',
  shield: '<path d="M0-60l46 16v30c0 34-22 56-46 70-24-14-46-36-46-70v-30z"/><path d="M-20 2l14 14 28-30"/>',
  columns: '<path d="M-56-30L0-60l56 30zM-60 52h120M-52 42h104"/><path d="M-40-24v62M-14-24v62M14-24v62M40-24v62"/>',
  document: '<path d="M-36-60h48l24 24v96h-72z"/><path d="M12-60v24h24M-22-18h44M-22 0h44M-22 18h44M-22 36h26"/>',
  leaf: '<path d="M-46 50C-52-10-10-56 50-58 50 2 14 50-46 50z"/><path d="M-46 50C-16 18 10-8 34-34"/>',
  family:
    '<circle cx="-26" cy="-36" r="14"/><circle cx="26" cy="-36" r="14"/><circle cx="0" cy="2" r="10"/><path d="M-52 44v-28a26 26 0 0 1 40-22M52 44v-28a26 26 0 0 0-40-22M-16 44v-10a16 16 0 0 1 32 0v10"/>',
  book: '<path d="M0-40c-20-14-44-14-62-8v92c18-6 42-6 62 8 20-14 44-14 62-8v-92c-18-6-42-6-62 8zM0-40v92"/>',
  briefcase: '<rect x="-58" y="-30" width="116" height="80" rx="8"/><path d="M-20-30v-14h40v14M-58 4h116M-8 4v10h16V4"/>',
  chart: '<path d="M-56 52h112M-40 52V10M-12 52V-10M16 52V-30M44 52V-50"/><path d="M-48-14l28-22 24 10 40-32"/>',
  building:
    '<rect x="-36" y="-60" width="72" height="112" rx="4"/><path d="M-54 52h108M-18-40h8M10-40h8M-18-18h8M10-18h8M-18 4h8M10 4h8M-8 52V30h16v22"/>',
  globe: '<circle r="50"/><path d="M-50 0h100M0-50c-26 26-26 74 0 100M0-50c26 26 26 74 0 100M-42-26h84M-42 26h84"/>',
  microphone: '<rect x="-16" y="-64" width="32" height="64" rx="16"/><path d="M-34-14a34 34 0 0 0 68 0M0 20v32M-24 52h48"/>',
  seal: '<circle r="44"/><circle r="32"/><path d="M-14 40l-14 26 20-8 8 20 8-30M14 40l14 26-20-8"/><path d="M-14-2l10 10 20-20"/>',
};

/** The name on the cover, in at most two lines of about 24 characters. */
function titleLines(name: string): string[] {
  const words = name.split(/\s+/);
  const lines: string[] = [''];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + w).length > 24 && lines.length < 2) lines.push(w);
    else lines[lines.length - 1] = last ? `${last} ${w}` : w;
  }
  return lines;
}

/** The slug of a specialty's cover (the file name without .svg); unknown areas get the institute's cover. */
const COVER_SLUGS: ReadonlyMap<string, string> = new Map(SPECIALTY_AREAS.map((a) => [slugify(a), a]));

/** The institute's mark and the specialty's name, bottom left (the link preview's). */
function nameText(name: string): string {
  const lines = titleLines(name);
  const text = lines.map((line, i) => `<tspan x="48" dy="${i === 0 ? 0 : 44}">${escapeUTF8(line)}</tspan>`).join('');
  const textY = lines.length > 1 ? 264 : 298;
  return `<text x="48" y="64" fill="#fff" fill-opacity=".85" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="22" font-weight="700" letter-spacing="4">INPRO</text>
<text x="48" y="${textY}" fill="#fff" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="36" font-weight="700">${text}</text>
`;
}

/**
 * The SVG cover of a specialty by its slug (an unknown slug draws the institute's generic cover):
 * the emblem in the middle, or, with the name (link previews), on the right beside it.
 */
function coverSvg(slug: string, { withName = false } = {}): string {
  const area = COVER_SLUGS.get(slug);
  const d = (area && DESIGNS[area]) || GENERIC;
  const name = area ?? 'Instituto Nacional de Profesionalización';
  const [x, y] = withName ? [520, 124] : [320, 180];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escapeUTF8(`Portada: ${name}`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${d.from}"/><stop offset="1" stop-color="${d.to}"/></linearGradient>
<pattern id="p" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><path d="M0 0v28" stroke="#fff" stroke-opacity=".06" stroke-width="10"/></pattern></defs>
<rect width="640" height="360" fill="url(#g)"/><rect width="640" height="360" fill="url(#p)"/>
<circle cx="${x}" cy="${y}" r="150" fill="#fff" fill-opacity=".07"/>
<g transform="translate(${x} ${y})"><circle r="88" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/><g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${EMBLEMS[d.emblem]}</g></g>
${withName ? nameText(name) : ''}</svg>
`;
}

const pngs = new Map<string, Promise<Buffer>>();

/** The cover as a 1200 × 675 PNG, for link previews (made once per slug and kept). */
function coverPng(slug: string): Promise<Buffer> {
  const key = COVER_SLUGS.has(slug) ? slug : 'inpro';
  let png = pngs.get(key);
  if (!png) {
    png = import('sharp').then(({ default: sharp }) =>
      sharp(Buffer.from(coverSvg(key, { withName: true })), { density: 180 })
        .resize(1200, 675)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    pngs.set(key, png);
    png.catch(() => pngs.delete(key));
  }
  return png;
}

/** GET /covers/{slug}.svg (cards) or .png (link previews): public, the same for everyone, cached a day. */
async function serveCover(reply: FastifyReply, file: string) {
  const m = /^([a-z0-9-]{1,80})\.(svg|png)$/.exec(file);
  if (!m) throw notFound(IMAGE_NOT_FOUND);
  const [, slug, format] = m;
  return reply
    .header('content-type', format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png')
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .send(format === 'svg' ? coverSvg(slug) : await coverPng(slug));
}
