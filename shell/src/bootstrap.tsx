import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { addErrorHandler, navigateToUrl, registerApplication, start, type LifeCycles } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteCustomProps, SiteConfig } from '@inpro/shared-contracts';
import { AppErrorScreen, ErrorBoundary } from '@inpro/ui';
import { createRemoteRegistry, fetchRemotesManifest } from './federation/remoteRegistry';
import { createHttpClient } from './http/httpClient';
import { PublicFooter, PublicHeader } from './layout/Chrome';
import { AREAS, areaForPath } from './routing/areas';
import { installGuard, resolveRedirect } from './routing/guard';
import { createSessionStore } from './session/sessionStore';
import { createProxyLifecycles, type SpaModule } from './spa/proxyLifecycles';
import { watchBootErrors } from './startup/bootErrors';
import { fetchSiteConfig, readApiBase } from './startup/siteConfig';

/** Replaces the page with the application-error screen: never a blank page. */
function showAppError(error: unknown) {
  console.error('[inpro] unexpected error', error);
  if (document.getElementById('app-error')) return;
  const host = document.createElement('div');
  host.id = 'app-error';
  document.getElementById('main')?.setAttribute('hidden', '');
  document.body.insertBefore(host, document.getElementById('main'));
  createRoot(host).render(<AppErrorScreen />);
}

const endBoot = watchBootErrors(showAppError);

function renderInto(id: string, node: ReactNode) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`The page has no #${id}`);
  createRoot(el).render(
    <StrictMode>
      <ErrorBoundary area="INPRO">{node}</ErrorBoundary>
    </StrictMode>,
  );
}

async function main() {
  const apiBase = readApiBase();
  const registry = createRemoteRegistry({ registerRemotes, loadRemote }, fetchRemotesManifest);

  // remotes.json and the site configuration, in parallel; neither failure stops the shell.
  const [remotes, site] = await Promise.allSettled([registry.init(), fetchSiteConfig(apiBase)]);
  if (remotes.status === 'rejected') console.error('[inpro] /remotes.json could not be read', remotes.reason);
  if (site.status === 'rejected') console.error('[inpro] site configuration could not be read', site.reason);
  const config: SiteConfig = site.status === 'fulfilled' ? site.value : { apiBase, contactEmail: '', contactPhone: '' };

  const session = createSessionStore();
  const navigate = (to: string) => navigateToUrl(to);
  const { axios: _axios, ...http } = createHttpClient({ baseURL: apiBase, session, navigate });
  const customProps: RemoteCustomProps = { session, http, config, navigate };

  const mainEl = document.getElementById('main');
  if (!mainEl) throw new Error('The page has no #main');
  for (const area of AREAS) {
    const element = document.createElement('div');
    element.id = area.elementId;
    element.className = 'area';
    element.dataset.area = area.key;
    mainEl.appendChild(element);

    const proxy = createProxyLifecycles({
      label: area.label,
      element: () => element,
      load: () => registry.loadSpa<SpaModule>(area.key),
      reset: () => registry.reset(area.key),
      canMount: () => resolveRedirect(window.location.pathname, session.getSnapshot) === null,
      onError: (error) => console.error(`[inpro] ${area.key} failed`, error),
    });
    registerApplication({
      name: area.key,
      app: proxy as unknown as LifeCycles<RemoteCustomProps>,
      activeWhen: (location) => areaForPath(location.pathname) === area.key,
      customProps,
    });
  }

  addErrorHandler((error) => console.error('[inpro] single-spa error', error));
  installGuard({
    getSnapshot: session.getSnapshot,
    replace: (to) => window.history.replaceState(window.history.state, '', to),
  });

  renderInto('shell-header', <PublicHeader navigate={navigate} />);
  renderInto('shell-footer', <PublicFooter config={config} />);

  // Start-up is over once the first routing settled (even when the first area failed).
  window.addEventListener('single-spa:routing-event', endBoot, { once: true });
  start({ urlRerouteOnly: true });
}

main().catch(showAppError);
