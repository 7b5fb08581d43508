import type { SiteConfig } from './lifecycle';

/**
 * Prerendered pages. A remote may ship a server-side renderer of its own pages next to its
 * browser build, in the same version folder (`<remote>/<version>/prerender/render.js`, CommonJS,
 * self-contained): the server runs the renderer of the deployed version, so deploying or rolling
 * back the remote also deploys or rolls back its prerendered HTML. The page's HTML then holds the
 * page itself (painted before any JavaScript runs); the remote's first mount replaces it with the
 * same markup, starting from the same server state.
 */

/** The renderer's path inside a remote's version folder. */
export const PRERENDER_ENTRY = 'prerender/render.js';

/** Id of the <script type="application/json"> holding the server state of the prerendered page. */
export const PRERENDER_STATE_ID = 'inpro-prerender-state';

/**
 * Attribute of the area's root element (`.area-root`) that holds the prerendered markup until the
 * remote takes it over: a remote that hydrates it removes the attribute at its first commit. The
 * markup is live meanwhile (links, fields, focus are the browser's own; see shell/src/spa/heldInput.ts).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface PrerenderRequest {
  /** Path and query of the page, e.g. `/cursos?q=penal`. */
  url: string;
  /**
   * GET of an API path relative to the API base (e.g. `/courses/filter?page=0&size=12`) as an
   * anonymous visitor: the parsed JSON body, or a rejection carrying `status` for a non-2xx answer.
   */
  getJson(path: string): Promise<unknown>;
  /** The site configuration the shell would give the remote (contact data, public settings). */
  config: SiteConfig;
}

export interface PrerenderResult {
  /** Markup of the page (what the remote's root renders), without the area's wrapper. */
  html: string;
  /** The stylesheet the markup needs (the remote's and the shared UI's CSS). */
  css: string;
  /** Server state (TanStack Query, dehydrated) the remote's first client render starts from. */
  state: unknown;
}

/** What `prerender/render.js` exports. */
export interface PrerenderModule {
  render(request: PrerenderRequest): Promise<PrerenderResult>;
}
