import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/swagger'; // schema.hide / tags typing
import {
  FEATURED_COURSES_COUNT,
  INLINE_FEATURED_COURSES_ID,
  THEME_ATTRIBUTE,
  areaForPath,
  areaOf,
  containerOf,
  isPublicArea,
  webAppManifest,
  WEB_APP_MANIFEST_URL,
} from '@inpro/shared-contracts';
import { ArtifactStore } from '../domain/releases/artifact-store';
import { isRemoteName, isVersion } from '../domain/releases/names';
import { StorageUnavailableError } from '../storage/types';
import { IMMUTABLE, NO_CACHE, registerStaticFiles, resolveFile, safeSegments, sendFile } from './static-files';
import { brandingCss, remotePointerSchema, type RemotesManifest } from '@inpro/shared-contracts';
import { publicSettingsOrDefaults } from '../domain/settings/readSettings';
import { listFeatured } from '../domain/courses/service';
import { inlineScriptHashes, pageContentSecurityPolicy, paymentProviderSources, remoteOrigins } from './contentSecurityPolicy';
import { escapeUTF8 } from 'entities';
import { scriptJson } from './html';
import { pageHead, renderHead } from './seo/pageHead';
import { pageTemplate } from './pageTemplate';
import { siteOrigin } from './seo/siteOrigin';
import { PRERENDER_API_BASE, createPrerenderer } from './prerender/prerenderPage';
import { robotsTxt, sitemapXml } from './seo/sitemap';
import { loadTickets } from '../domain/signals/loadTickets';
import { previewTokens, type Preview } from '../domain/releases/previewTokens';
import { entryUrl } from '../domain/releases/artifactTypes';

/**
 * Serves the whole site from the API process: the built shell, the remotes' immutable
 * version folders, /remotes.json, the public site configuration and the SPA fallback.
 */
export interface SiteOptions {
  /** The shell build (index.html, main.js, hashed chunks). */
  shellDir: string;
  /** The artifact store's folder: <dir>/<remote>/<version>/ (with a bucket, its local cache). */
  artifactsDir: string;
  /**
   * The release state (read on every page load and remotes.json, never kept) and the version cache
   * (a version missing from the folder is fetched from the bucket first). Default: the folder state
   * of `artifactsDir`, no bucket.
   */
  releases?: SiteReleases;
  /** A CDN in front of the bucket (REMOTES_BASE_URL): the entries of remotes.json become absolute URLs under it. */
  remotesBaseUrl?: string | null;
  contactEmail: string;
  contactPhone: string;
  /** Time-out the shell applies to remote entries (milliseconds). */
  remoteLoadTimeoutMs: number;
  /** Public origin for canonical URLs and the sitemap (PUBLIC_URL); null = the request's own. */
  publicUrl?: string | null;
  /** Key of the load tickets given with each page and remotes.json (the site's JWT secret; see signals/loadTickets.ts). */
  loadTicketSecret: string;
  /** Longest wait for the public remote's server renderer (ms; default PRERENDER_TIMEOUT_MS, 2 s). */
  prerenderTimeoutMs?: number;
  /** Key of the preview cookies (the site's JWT secret; see ops/previewTokens.ts); default: the load tickets' key. */
  previewSecret?: string;
}

type SiteReleases = Pick<ArtifactStore, 'readPointers' | 'ensureLocal'>;

/** Answer for a remote file whose version the bucket cannot give now (the page's «Reintentar» may try again). */
export const REMOTE_FILES_UNAVAILABLE =
  'Los archivos de esta versión no están disponibles en este momento. Inténtelo de nuevo en unos minutos.';

/** Remote files that name no content hash: always revalidated. */
const REMOTE_NO_CACHE = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'main.js', 'inpro-meta.json']);
/** A webpack [contenthash] in the file name (e.g. 325.0227e6d989.js). */
const HASHED = /\.[0-9a-f]{8,}\./;

function remoteCacheControl(fileName: string): string {
  return REMOTE_NO_CACHE.has(fileName) ? NO_CACHE : IMMUTABLE;
}

function shellCacheControl(fileName: string): string {
  return HASHED.test(fileName) ? IMMUTABLE : NO_CACHE;
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (!accept) return true;
  return accept.includes('text/html') || accept.includes('*/*');
}

/** `/a/b.js?x` -> `a/b.js` */
function pathOf(request: FastifyRequest): string {
  const url = request.url.split('?')[0].split('#')[0];
  try {
    return decodeURIComponent(url).replace(/^\/+/, '');
  } catch {
    return '\0';
  }
}

const FEATURED_CACHE_KEY = 'site:featured-courses';

/**
 * The home page's featured courses (the first ones of GET /data/cursos.json) as script-safe JSON,
 * kept in the public cache like the catalogue's answers: every write empties it, so an edited
 * course shows on the next load, and a home load does not sort the catalogue each time. Null when
 * they cannot be read (the page then asks the API, as before).
 */
async function featuredCoursesJson(app: FastifyInstance): Promise<string | null> {
  const cache = app.hasDecorator('publicCache') ? app.publicCache : null;
  const hit = cache?.getText(FEATURED_CACHE_KEY);
  if (hit !== undefined) return hit;
  const generation = cache?.currentGeneration ?? 0;
  try {
    const body = scriptJson(await listFeatured(app.db, FEATURED_COURSES_COUNT));
    cache?.setText(FEATURED_CACHE_KEY, body, generation);
    return body;
  } catch (err) {
    app.log.error({ err }, 'featured courses could not be read; the home page will ask the API');
    return null;
  }
}

const NOT_FOUND = 'Recurso no encontrado.';

/**
 * Preload hint for the page's remote: its mf-manifest.json, which the MF runtime fetches
 * first. Only the manifest: a script preload that fails (remote down) and is never used would
 * be handed, still failed, to the first script tag of the same URL, so «Reintentar» could not
 * recover without a reload. The manifest is always the first request of a load, so it is used.
 */
function remotePreloads(entry: unknown, href: string = entry as string): string[] {
  if (!deployedFolder(entry)) return [];
  return [`<link rel="preload" href="${escapeUTF8(href)}" as="fetch" crossorigin>`];
}

/** The version folder a remotes.json entry points at (`/remotes/<remote>/<version>/mf-manifest.json`), if it is one of ours. */
function deployedFolder(entry: unknown): { remote: string; version: string } | null {
  if (typeof entry !== 'string' || !entry.startsWith('/remotes/') || !entry.endsWith('/mf-manifest.json')) return null;
  const segments = safeSegments(entry.slice('/remotes/'.length));
  if (!segments || segments.length !== 3 || !isRemoteName(segments[0]) || !isVersion(segments[1])) return null;
  return { remote: segments[0], version: segments[1] };
}

/**
 * First path segment of the shell's files and pages: anything but `api` and `remotes`, so an
 * unknown /api path still gets the API's own 404 (its prefix has its own handler) and no route
 * of the API is shadowed.
 */
const SHELL_SEGMENT = ':segment(^(?!api$|remotes$).+)';

/**
 * Mounted at the site root. /remotes.json and /remotes/* are routes; so are the shell's files
 * and the SPA fallback (GET and HEAD of `/`, `/<segment>` and `/<segment>/*`), because
 * @fastify/compress only compresses routes, never a not-found handler. The not-found handler
 * answers the rest the same way (other methods: 404).
 */
export async function siteRoutes(app: FastifyInstance, opts: SiteOptions): Promise<void> {
  const shellDir = path.resolve(opts.shellDir);
  const artifactsDir = path.resolve(opts.artifactsDir);
  const releases: SiteReleases = opts.releases ?? new ArtifactStore({ artifactsDir, shellContractsVersion: () => '', knownRemotes: [] });
  const prerender = createPrerenderer(app, {
    artifactsDir,
    timeoutMs: opts.prerenderTimeoutMs,
    ensureLocal: releases.ensureLocal.bind(releases),
  });
  // Every page and every remotes.json comes with a load ticket: the field signals of that load count with it.
  const tickets = loadTickets(opts.loadTicketSecret);
  const previews = previewTokens(opts.previewSecret ?? opts.loadTicketSecret);
  await registerStaticFiles(app);

  /**
   * The manifest of a browser with a preview cookie: the previewed remote points at that version
   * (no canary: the preview is what this browser sees), and the manifest says so for the banner.
   */
  function withPreview(manifest: RemotesManifest, preview: Preview | null): RemotesManifest {
    if (!preview) return manifest;
    const live = manifest.remotes[preview.remote];
    return {
      ...manifest,
      remotes: {
        ...manifest.remotes,
        [preview.remote]: {
          name: live?.name ?? containerOf(preview.remote),
          version: preview.version,
          entry: entryUrl(preview.remote, preview.version),
        },
      },
      preview: { remote: preview.remote, version: preview.version, expiresAt: preview.expiresAt.toISOString() },
    };
  }

  async function sendIndex(reply: FastifyReply, request: FastifyRequest): Promise<FastifyReply> {
    const index = await resolveFile(shellDir, ['index.html']);
    if (!index) {
      return reply
        .code(503)
        .header('Cache-Control', NO_CACHE)
        .send({ error: 'El sitio todavía no está compilado. Ejecute npm start o npm run build -w shell.' });
    }
    // The page, with what start-up needs inlined (remotes.json and the site configuration,
    // saving two round trips before the first remote loads) and preload hints for the remote
    // of the requested page. Never cached, so a deploy or rollback shows on the next load.
    const pagePath = '/' + pathOf(request);
    const [html, remotes, settings, seo] = await Promise.all([
      fs.readFile(index.file, 'utf8'),
      readRemotes().then((m) => withPreview(m, previews.ofRequest(request))),
      publicSettingsOrDefaults(app),
      pageHead(app, pagePath, siteOrigin(request, opts.publicUrl ?? null)),
    ]);
    const page = pageTemplate(html);
    const shown = forBrowsers(remotes);
    // The brand colours apply before the first paint (a style in the head, not a script).
    const css = brandingCss(settings.branding);
    const head = [
      `<script id="inpro-remotes" type="application/json">${scriptJson({ ...shown, loadTicket: tickets.issue(request.ip) })}</script>`,
      `<script id="inpro-site-config" type="application/json">${scriptJson({ contactEmail: opts.contactEmail, contactPhone: opts.contactPhone, settings })}</script>`,
      ...(css ? [`<style id="inpro-branding">${css}</style>`] : []),
    ];
    const area = areaForPath(pagePath);
    const info = area ? remotes.remotes[area] : undefined;
    // A public page comes with its markup, rendered by the deployed public remote (not for HEAD).
    const folder = info ? deployedFolder(info.entry) : null;
    const prerendered =
      area && folder?.remote === area && request.method === 'GET' && isPublicArea(areaOf(area)) && page.hasEmptyMain
        ? await prerender({
            remote: area,
            version: folder.version,
            container: areaOf(area).container,
            url: request.url,
            config: { apiBase: PRERENDER_API_BASE, contactEmail: opts.contactEmail, contactPhone: opts.contactPhone, settings },
            log: request.log,
          })
        : null;
    if (prerendered) head.push(...(prerendered.style ? [prerendered.style] : []), prerendered.head);
    else {
      // The home page's featured courses, so that its first paint needs no API call (nor axios). A
      // prerendered home has them already, in its markup and in the state its remote starts from.
      const featured = pagePath === '/' ? await featuredCoursesJson(app) : null;
      if (featured) head.push(`<script id="${INLINE_FEATURED_COURSES_ID}" type="application/json">${featured}</script>`);
      // A prerendered page starts its scripts after its first paint (the shell's index.html): no
      // preload of the remote's manifest competing with the page either.
      if (info) head.push(...remotePreloads(info.entry, shown.remotes[area as string]?.entry));
    }
    // Each piece goes into its slot of the page (pageTemplate.ts): the theme on <html>, the brand
    // colour in theme-color, the page's head tags and inline data at the end of the head, the
    // prerendered markup in the empty <main> and its resource hints after the charset.
    const body = page.render({
      theme: THEME_ATTRIBUTE[settings.theme.scheme as keyof typeof THEME_ATTRIBUTE] ?? 'light',
      themeColor: settings.branding.primaryColor,
      head: renderHead(seo),
      headEnd: head,
      hints: prerendered?.hints,
      main: prerendered?.main,
    });
    reply.header('Cache-Control', NO_CACHE);
    reply.header(
      'Content-Security-Policy',
      pageContentSecurityPolicy({
        scriptHashes: inlineScriptHashes(html),
        remotes: remoteOrigins(shown),
        provider: paymentProviderSources(settings.payments),
      }),
    );
    reply.header('Content-Type', 'text/html; charset=utf-8');
    reply.header('X-Content-Type-Options', 'nosniff');
    // Compressed on the way out (plugins/compression.ts).
    return reply.send(body);
  }

  /** remotes.json as the shell reads it (one shared type), with the load time-out of this site. */
  async function readRemotes(): Promise<RemotesManifest> {
    let data: unknown = null;
    try {
      data = await releases.readPointers();
    } catch (err) {
      app.log.error({ err }, 'the release state (remotes.json) is unreadable');
    }
    // Entry by entry: one damaged pointer must not take the other remotes down.
    const file = (data && typeof data === 'object' ? data : {}) as { updatedAt?: unknown; remotes?: unknown };
    const remotes: RemotesManifest['remotes'] = {};
    for (const [remote, pointer] of Object.entries(file.remotes && typeof file.remotes === 'object' ? file.remotes : {})) {
      const parsed = remotePointerSchema.safeParse(pointer);
      if (parsed.success) remotes[remote] = parsed.data;
      else app.log.error({ remote }, 'remotes.json: a pointer does not have the expected shape');
    }
    if (!Object.keys(remotes).length && !data) app.log.warn('no remote is deployed yet (npm run remotes -- deploy <remote>)');
    return {
      updatedAt: typeof file.updatedAt === 'string' && file.updatedAt ? file.updatedAt : null,
      remotes,
      loadTimeoutMs: opts.remoteLoadTimeoutMs,
    };
  }

  /** The manifest as browsers get it: with a CDN base URL, each entry is the same path under it. */
  function forBrowsers(manifest: RemotesManifest): RemotesManifest {
    const base = opts.remotesBaseUrl;
    if (!base) return manifest;
    const absolute = (entry: string) => (entry.startsWith('/remotes/') ? `${base}${entry}` : entry);
    const remotes: RemotesManifest['remotes'] = {};
    for (const [remote, pointer] of Object.entries(manifest.remotes)) {
      remotes[remote] = {
        ...pointer,
        entry: absolute(pointer.entry),
        ...(pointer.canary ? { canary: { ...pointer.canary, entry: absolute(pointer.canary.entry) } } : {}),
      };
    }
    return { ...manifest, remotes };
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    reply.header('Content-Type', 'text/plain; charset=utf-8');
    return robotsTxt(siteOrigin(request, opts.publicUrl ?? null));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=600');
    reply.header('Content-Type', 'application/xml; charset=utf-8');
    return sitemapXml(app.db, siteOrigin(request, opts.publicUrl ?? null));
  });

  // Read per request: the installed application follows the brand colour of the settings.
  app.get(WEB_APP_MANIFEST_URL, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE).header('Content-Type', 'application/manifest+json; charset=utf-8');
    return webAppManifest((await publicSettingsOrDefaults(app)).branding);
  });

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    const body = { ...forBrowsers(withPreview(await readRemotes(), previews.ofRequest(request))), loadTicket: tickets.issue(request.ip) };
    reply.header('Cache-Control', NO_CACHE);
    reply.header('Content-Type', 'application/json; charset=utf-8');
    return body;
  });

  app.get('/remotes/*', { schema: { hide: true } }, async (request, reply) => {
    const segments = safeSegments(pathOf(request));
    // remotes / <remote> / <version> / <file...>
    if (!segments || segments.length < 4 || !isRemoteName(segments[1]) || !isVersion(segments[2])) {
      return reply.code(404).send({ error: NOT_FOUND });
    }
    // The folder is a cache of the bucket: a version stored by another machine is fetched whole first.
    try {
      await releases.ensureLocal(segments[1], segments[2]);
    } catch (err) {
      if (!(err instanceof StorageUnavailableError)) throw err;
      request.log.error({ err, remote: segments[1], version: segments[2] }, 'remote version could not be fetched from the bucket');
      return reply.code(503).header('Cache-Control', NO_CACHE).header('Retry-After', '30').send({ error: REMOTE_FILES_UNAVAILABLE });
    }
    const found = await resolveFile(artifactsDir, segments.slice(1));
    if (!found) return reply.code(404).send({ error: NOT_FOUND });
    return sendFile(request, reply, artifactsDir, found, remoteCacheControl(segments[segments.length - 1]));
  });

  // Shell files, else the SPA fallback (index.html) for page routes, else 404.
  async function shellOrPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const notFound = () => reply.code(404).send({ error: NOT_FOUND });
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound();
    const rel = pathOf(request).replace(/\/+$/, '');
    if (rel === 'api' || rel.startsWith('api/') || rel === 'remotes' || rel.startsWith('remotes/')) return notFound();
    if (rel === '' || rel === 'index.html') return sendIndex(reply, request);
    const segments = safeSegments(rel);
    if (!segments) return notFound();
    const found = await resolveFile(shellDir, segments);
    if (found) return sendFile(request, reply, shellDir, found, shellCacheControl(segments[segments.length - 1]));
    const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(segments[segments.length - 1]);
    if (looksLikeFile || !acceptsHtml(request)) return notFound();
    return sendIndex(reply, request);
  }
  for (const url of ['/', `/${SHELL_SEGMENT}`, `/${SHELL_SEGMENT}/*`]) {
    app.get(url, { schema: { hide: true } }, shellOrPage);
  }
  app.setNotFoundHandler(shellOrPage);
}
