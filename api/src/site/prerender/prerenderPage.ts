import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  PRERENDERED_ATTRIBUTE,
  PRERENDER_STATE_ID,
  type PrerenderModule,
  type PrerenderResult,
  type SiteConfig,
} from '@inpro/shared-contracts';
import { escapeUTF8 } from 'entities';
import { scriptJson } from '../html';
import { splitHints } from '../pageTemplate';
import { createRendererLoader } from './loadRenderer';

/**
 * Prerendered public pages: the server runs the renderer of the deployed version of the public
 * remote (see loadRenderer.ts) when it sends index.html, and puts the markup in the page's empty
 * <main>, its stylesheet and server state in the head. Whatever goes wrong (no renderer, an error,
 * no answer within the time limit), the page goes out as it would without prerendering.
 */

/** Longest wait for a renderer's answer; after it the page goes out without it. */
const PRERENDER_TIMEOUT_MS = 2000;
/** How long a renderer that gave no answer in time is not asked again (its pages go out without it). */
const PRERENDER_PAUSE_MS = 30_000;
/** Longer page URLs (path and query) are rendered every time, never kept in the cache. */
const PRERENDER_CACHE_MAX_URL = 512;
/** The API base the renderer's requests are relative to (as the shell's `inpro:api-base`). */
export const PRERENDER_API_BASE = '/api';

interface PrerenderTarget {
  remote: string;
  version: string;
  /** The area's federation container (the `data-mf` of its styles). */
  container: string;
  /** Path and query of the page, as requested. */
  url: string;
  config: SiteConfig;
  log: FastifyBaseLogger;
}

/** What goes into the page: resource hints for the top of the head, tags for the head, the content of the empty <main>. */
export interface PrerenderedPage {
  /** The resource hints React put before the markup (the preload of a page's largest image): first in the head. */
  hints?: string;
  /** The page's stylesheet tag ('' when it has none): the same on every page of a renderer version. */
  style: string;
  /** The rest of what goes into the head: the server state the remote starts from. */
  head: string;
  main: string;
}

export type Prerenderer = (target: PrerenderTarget) => Promise<PrerenderedPage | null>;

/** An error answer of the API to the renderer's getJson. */
class ApiAnswerError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`GET ${path} answered ${status}`);
    this.name = 'ApiAnswerError';
  }
}

/**
 * The renderer's `getJson`: an anonymous GET of an API path, in process (`app.inject`: no network,
 * through the public cache like a visitor's request). Only paths under the API base.
 */
function apiGetJson(app: FastifyInstance): (path: string) => Promise<unknown> {
  return async (apiPath) => {
    if (typeof apiPath !== 'string' || !apiPath.startsWith('/')) throw new Error('getJson: the path must start with /');
    // Normalised (`..`, `%2e`, back-slashes) before the check, so nothing outside /api is reached.
    const target = new URL(PRERENDER_API_BASE + apiPath, 'http://prerender.invalid');
    if (!target.pathname.startsWith(`${PRERENDER_API_BASE}/`)) throw new Error(`getJson: ${apiPath} is not an API path`);
    const url = target.pathname + target.search;
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (res.statusCode < 200 || res.statusCode > 299) throw new ApiAnswerError(res.statusCode, url);
    return res.body ? (JSON.parse(res.body) as unknown) : null;
  };
}

/** A renderer's answer as the page's pieces. */
export function prerenderedPage(remote: string, container: string, result: PrerenderResult): PrerenderedPage {
  const mf = escapeUTF8(container);
  const style = result.css ? `<style data-mf="${mf}" data-prerender>${result.css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
  const head = `<script id="${PRERENDER_STATE_ID}" type="application/json" data-remote="${mf}">${scriptJson(result.state ?? null)}</script>`;
  const area = escapeUTF8(remote);
  const { hints, html } = splitHints(result.html);
  // Live from the first paint (not inert): what the visitor does before the remote hydrates it stays.
  const main = `<div id="area-${area}" class="area" data-area="${area}"><div class="area-root" ${PRERENDERED_ATTRIBUTE}>${html}</div></div>`;
  return { hints, style, head, main };
}

/**
 * A page as a public-cache entry: its pieces, length-prefixed (read back with slices, no JSON
 * parse of ~90 KB on every hit), and its stylesheet (~45 KB, the same on every page of a version)
 * replaced by a reference to the one copy kept in `styles`.
 */
export function packPage(page: PrerenderedPage, styles: Map<string, string>): string {
  const hints = page.hints ?? '';
  let styleId = '';
  if (page.style) {
    styleId = createHash('sha1').update(page.style).digest('base64url');
    styles.delete(styleId);
    styles.set(styleId, page.style); // most recently used last
    while (styles.size > MAX_KEPT_STYLES) styles.delete(styles.keys().next().value as string);
  }
  return `${styleId}:${hints.length}:${page.head.length}:${hints}${page.head}${page.main}`;
}

/** A cache entry back as the page, or null when its stylesheet is no longer kept (render again). */
export function unpackPage(entry: string, styles: Map<string, string>): PrerenderedPage | null {
  const parts = /^([\w-]*):(\d+):(\d+):/.exec(entry);
  if (!parts) return null;
  const style = parts[1] ? styles.get(parts[1]) : '';
  if (style === undefined) return null;
  const start = parts[0].length;
  const headStart = start + Number(parts[2]);
  const mainStart = headStart + Number(parts[3]);
  return { hints: entry.slice(start, headStart), style, head: entry.slice(headStart, mainStart), main: entry.slice(mainStart) };
}

/** Distinct prerender stylesheets kept for the cached pages (one per deployed version in practice). */
const MAX_KEPT_STYLES = 8;

class RendererTimeout extends Error {
  constructor(ms: number) {
    super(`the renderer gave no answer within ${ms} ms`);
    this.name = 'RendererTimeout';
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RendererTimeout(ms)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function checked(result: unknown): PrerenderResult {
  const r = result as Partial<PrerenderResult> | null;
  if (!r || typeof r.html !== 'string' || (r.css !== undefined && typeof r.css !== 'string')) {
    throw new Error('the renderer did not answer { html, css, state }');
  }
  return { html: r.html, css: r.css ?? '', state: r.state };
}

/**
 * One prerenderer per site: loads the renderers, runs them with the time limit, and keeps their
 * pages in the public cache (`prerender:<remote>@<version>:<url>`) like the catalogue's answers:
 * every write empties it, and a page rendered while a write happened is not kept. Requests for a
 * page being rendered wait for that render instead of starting another.
 */
export function createPrerenderer(
  app: FastifyInstance,
  opts: {
    artifactsDir: string;
    timeoutMs?: number;
    pauseMs?: number;
    now?: () => number;
    /** Fetches a version missing from the folder from the bucket (the same path as the remote files). */
    ensureLocal?: (remote: string, version: string) => Promise<boolean>;
  },
): Prerenderer {
  const loadRenderer = createRendererLoader(opts.artifactsDir, app.log, opts.ensureLocal);
  const getJson = apiGetJson(app);
  const timeoutMs = opts.timeoutMs ?? PRERENDER_TIMEOUT_MS;
  const pauseMs = opts.pauseMs ?? PRERENDER_PAUSE_MS;
  const now = opts.now ?? Date.now;
  const running = new Map<string, Promise<PrerenderedPage | null>>();
  /** Renderers that gave no answer in time (`remote@version` → until when they are not asked). */
  const paused = new Map<string, number>();
  /** The cached pages' stylesheets, one copy each (see packPage). */
  const styles = new Map<string, string>();

  async function render(renderer: PrerenderModule, target: PrerenderTarget): Promise<PrerenderedPage | null> {
    try {
      const work = Promise.resolve().then(() => renderer.render({ url: target.url, getJson, config: target.config }));
      return prerenderedPage(target.remote, target.container, checked(await withTimeout(work, timeoutMs)));
    } catch (err) {
      // A renderer that hangs would make every public page wait for the time limit: it rests a while.
      if (err instanceof RendererTimeout) paused.set(`${target.remote}@${target.version}`, now() + pauseMs);
      target.log.warn(
        { err, remote: target.remote, version: target.version, url: target.url },
        'prerender failed; the page is sent without it',
      );
      return null;
    }
  }

  return async (target) => {
    const rest = paused.get(`${target.remote}@${target.version}`);
    if (rest !== undefined && rest > now()) return null;
    const renderer = await loadRenderer(target.remote, target.version);
    if (!renderer) return null;
    const cache = app.hasDecorator('publicCache') ? app.publicCache : null;
    const cacheable = cache !== null && target.url.length <= PRERENDER_CACHE_MAX_URL;
    if (!cacheable) return render(renderer, target);
    const key = `prerender:${target.remote}@${target.version}:${target.url}`;
    const hit = cache.getText(key);
    const cached = hit !== undefined ? unpackPage(hit, styles) : null;
    if (cached) return cached;
    const generation = cache.currentGeneration;
    const runKey = `${generation}:${key}`;
    let run = running.get(runKey);
    if (!run) {
      run = render(renderer, target)
        .then((page) => {
          if (page) cache.setText(key, packPage(page, styles), generation);
          return page;
        })
        .finally(() => running.delete(runKey));
      running.set(runKey, run);
    }
    return run;
  };
}
