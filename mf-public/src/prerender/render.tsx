import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static.node';
import { StaticRouter } from 'react-router-dom/server';
import { QueryClient, dehydrate, skipToken, type Query } from '@tanstack/react-query';
import { RemoteProviders } from '@inpro/ui';
import { collectedCss } from '@inpro/build-tools/src/prerender/css-registry';
import type { PrerenderRequest, PrerenderResult } from '@inpro/shared-contracts';
import { AppRoutes } from '../app/App';
import { preloadRoute, publicRoutes } from '../app/routes';
import { serverRemoteProps } from './serverRemoteProps';

/** Render passes at most: each one fetches the queries the previous one found waiting. */
const MAX_PASSES = 3;

async function renderToHtml(element: ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    // Every boundary inline, in place: no streaming segments, no script (the page has none to run it).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (err) => void errors.push(err),
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}

/** Queries a render asked for and nobody fetched (a server render runs no effects). */
function waiting(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => {
      const options = q.options as { enabled?: unknown; queryFn?: unknown };
      return (
        q.state.status === 'pending' &&
        q.state.fetchStatus === 'idle' &&
        !tried.has(q.queryHash) &&
        options.enabled !== false &&
        options.queryFn !== skipToken &&
        typeof options.queryFn === 'function'
      );
    });
}

/**
 * Renders a public page on the server (shared-contracts/src/prerender.ts): the same providers and
 * routes as in the browser, the page's own chunk already loaded, and its data fetched through the
 * server — render, fetch what the render asked for, render again — so the markup is the page as the
 * first client render draws it from the returned state.
 */
export async function render(request: PrerenderRequest): Promise<PrerenderResult> {
  const url = new URL(request.url, 'http://prerender.invalid');
  // Every screen's code loaded, so the stylesheet is the same whatever page renders first.
  await Promise.all(publicRoutes.map((route) => preloadRoute(route.path)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  const remote = serverRemoteProps(request);
  const page = (
    <RemoteProviders area="Sitio público" remote={remote} queryClient={queryClient}>
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <AppRoutes />
      </StaticRouter>
    </RemoteProviders>
  );
  const tried = new Set<string>();
  let html = await renderToHtml(page);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const queries = waiting(queryClient, tried);
    if (queries.length === 0) break;
    queries.forEach((q) => tried.add(q.queryHash));
    await Promise.all(queries.map((q) => q.fetch().catch(() => undefined)));
    html = await renderToHtml(page);
  }
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, css: collectedCss(), state };
}
