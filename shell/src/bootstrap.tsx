// The design tokens and base rules (styles/tokens.css, styles/base.css) are inlined in index.html.
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { addErrorHandler, navigateToUrl, registerApplication, setMountMaxTime, start, type LifeCycles } from 'single-spa';
// Every area renders with the router: the shell provides the shared copy, so it is among the
// start-up chunks index.html preloads instead of waiting for the first remote's entry.
import '@inpro/ui/router';
import { AREAS, FIELD_SIGNALS_URL, LOAD_TIMEOUT_MS, areaForPath, type RemoteCustomProps, type SiteConfig } from '@inpro/shared-contracts';
import { AppErrorScreen, ErrorBoundary } from '@inpro/ui/feedback';
import type { RemoteRegistry } from './federation/remoteRegistry';
import { startupRegistry } from './federation/startupRegistry';
import { createHttpClient } from './http/httpClient';
import { startTokenRefresh } from './session/tokenRefresh';
import { renewAfterOffline, type OfflineRenewal } from './session/offlineRenewal';
import { createLiveConnection } from './live/liveConnection';
import { followSettingsEvents } from './live/settingsEvents';
import { followThemeScheme } from './startup/themeChannel';
import { BusyNotice } from './layout/BusyNotice';
import { OfflineBanner } from './layout/OfflineBanner';
import { PreviewBanner, leavePreview } from './layout/PreviewBanner';
import { PublicFooter, PublicHeader } from './layout/Chrome';
import { watchExpiry } from './routing/expiryRedirect';
import { installGuard, resolveRedirect } from './routing/guard';
import { createSessionStore, type SessionStore } from './session/sessionStore';
import { startFieldSignals } from './signals/fieldSignals';
import { arrivalPath } from './spa/heldInput';
import { watchPageLeaving } from './spa/pageLeaving';
import { followSessionCaches } from './pwa/personalCaches';
import { clearDraftsOnSignOut } from './pwa/personalDrafts';
import { registerServiceWorker } from './pwa/registerWorker';
import { watchOffline } from './pwa/offlineState';
import { createProxyLifecycles, discardPrerendered, type SpaModule } from './spa/proxyLifecycles';
import { watchBootErrors } from './startup/bootErrors';
import { nextTask } from './startup/nextTask';
import { applyBranding, fetchSiteConfig, readApiBase, readInlineSiteConfig } from './startup/siteConfig';

/**
 * axios loads with the first API call; a visitor who moves into a form (sign-in, contact,
 * checkout) is about to make one, so the download starts then, not when the form is sent.
 */
function warmOnFormFocus(warm: () => void): void {
  const onFocus = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return;
    document.removeEventListener('focusin', onFocus, true);
    warm();
  };
  document.addEventListener('focusin', onFocus, true);
}

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
  const root = createRoot(el);
  // A transition: rendered in slices, so start-up does not block the page (a long task) while it draws.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ErrorBoundary area="INPRO" report={false}>
          {node}
        </ErrorBoundary>
      </StrictMode>,
    ),
  );
}

/**
 * Starts loading the ./spa of the area this URL shows (when the guard lets it mount), so its
 * download overlaps the rest of start-up. A failure here is ignored: the area's own load reports
 * it (chunk-failure screen with retry).
 */
function warmUp(registry: RemoteRegistry, getSnapshot: SessionStore['getSnapshot']): void {
  const path = window.location.pathname;
  if (resolveRedirect(path, getSnapshot) !== null) return;
  const key = areaForPath(path);
  if (key) registry.loadSpa(key).catch(() => undefined);
}

async function main() {
  // This module's imports (React DOM among them) were evaluated in the task that loaded it; the
  // start-up itself runs in the next ones (see nextTask).
  await nextTask();
  const apiBase = readApiBase();
  // remotes.json and the site configuration come inlined in the page by the server; when they
  // are not (another host), they are fetched, in parallel. Neither failure stops the shell.
  const registry = startupRegistry();
  // One watch of the connection: the offline banner and every remote's screens read it, and the
  // session keeps an account whose token runs out offline for reading what was cached.
  const connection = watchOffline();
  const session = createSessionStore({ connection });
  // A shared phone keeps nothing of an account once it signs out: the account's caches (worker
  // answers, kept files) exist while it is signed in, and the drafts of its forms go too.
  followSessionCaches(session);
  clearDraftsOnSignOut(session);
  // What each remote version does in this browser (load, failures, errors, vitals), sent as beacons.
  const signals = startFieldSignals({
    url: `${apiBase.replace(/\/+$/, '')}${FIELD_SIGNALS_URL}`,
    versionOf: (remote) => registry.current()?.remotes[remote]?.version,
    currentRemote: () => areaForPath(window.location.pathname),
    ticket: () => registry.current()?.loadTicket,
    previewed: () => registry.current()?.preview?.remote,
    loadVitals: () => import(/* webpackChunkName: "web-vitals" */ 'web-vitals'),
  });
  const inlineConfig = readInlineSiteConfig(apiBase);
  const remotesReady = registry.init();
  // The remote of this page starts downloading at once (not after the site configuration).
  void remotesReady.then(() => warmUp(registry, session.getSnapshot)).catch(() => undefined);
  const [remotes, site] = await Promise.allSettled([remotesReady, inlineConfig ?? fetchSiteConfig(apiBase)]);
  if (remotes.status === 'rejected') console.error('[inpro] /remotes.json could not be read', remotes.reason);
  if (site.status === 'rejected') console.error('[inpro] site configuration could not be read', site.reason);
  const config: SiteConfig = site.status === 'fulfilled' ? site.value : { apiBase, contactEmail: '', contactPhone: '' };
  applyBranding(config);

  const navigate = (to: string) => navigateToUrl(to);
  // Back online, a session kept offline renews its token before any call of the screens goes out.
  // The client waits for the renewal, which calls through the client: each finds the other here.
  const late: { renewal?: OfflineRenewal } = {};
  const {
    warm,
    busyRetries,
    renewal: renewalHttp,
    ...http
  } = createHttpClient({
    baseURL: apiBase,
    session,
    navigate,
    onServerError: signals.apiError,
    sessionReady: () => late.renewal?.ready() ?? Promise.resolve(),
    renewKeptToken: () => late.renewal?.renewNow() ?? Promise.resolve(),
  });
  late.renewal = renewAfterOffline({ session, connection, http: renewalHttp });
  warmOnFormFocus(warm);
  // The browser's one live event stream, shared by every remote through their props.
  const live = createLiveConnection({ session, url: http.url('/me/events') });
  followSettingsEvents(live, config, () => fetchSiteConfig(apiBase));
  const customProps: RemoteCustomProps = { session, http, config, navigate, live, connection };
  startTokenRefresh(session, renewalHttp);
  // A colour scheme saved in another tab applies here at once.
  followThemeScheme();

  const mainEl = document.getElementById('main');
  if (!mainEl) throw new Error('The page has no #main');
  // The page the server prerendered is that of the address the page arrived with.
  const prerenderedPath = arrivalPath();
  const isLeaving = watchPageLeaving();
  for (const area of AREAS) {
    // A prerendered page comes inside its area's element: that element is kept, in its place.
    const prerendered = document.getElementById(`area-${area.remote}`);
    const element = prerendered ?? document.createElement('div');
    element.id = `area-${area.remote}`;
    element.className = 'area';
    element.dataset.area = area.remote;
    if (!prerendered) mainEl.appendChild(element);
    else {
      // Gone once the visitor is on another page before the remote took it over (the guard
      // redirected, or a navbar link was followed first): the remote draws that page anew instead
      // of hydrating markup of another one.
      window.addEventListener('single-spa:routing-event', () => {
        if (window.location.pathname !== prerenderedPath) discardPrerendered(element);
      });
    }

    const proxy = createProxyLifecycles({
      prerenderedPath: prerendered ? prerenderedPath : undefined,
      label: area.label,
      element: () => element,
      load: () => registry.loadSpa<SpaModule>(area.remote),
      reset: () => registry.reset(area.remote),
      canMount: () => resolveRedirect(window.location.pathname, session.getSnapshot) === null,
      onError: (error) => console.error(`[inpro] ${area.remote} failed`, error),
      onMounted: () => signals.loaded(area.remote),
      onLoadFailure: (error) => signals.loadFailed(area.remote, error),
      isLeaving,
    });
    registerApplication({
      name: area.remote,
      app: proxy as unknown as LifeCycles<RemoteCustomProps>,
      activeWhen: (location) => areaForPath(location.pathname) === area.remote,
      customProps,
    });
  }

  await nextTask();
  addErrorHandler((error) => console.error('[inpro] single-spa error', error));
  // An area's mount downloads its remote first (within the load time-out; a failure shows the
  // chunk-failure screen): a slow network is not a lifecycle that hangs, nothing to report at 3 s.
  setMountMaxTime(LOAD_TIMEOUT_MS + 30_000, false, LOAD_TIMEOUT_MS + 30_000);
  installGuard({
    getSnapshot: session.getSnapshot,
    replace: (to) => window.history.replaceState(window.history.state, '', to),
  });
  watchExpiry(session, navigate);

  renderInto('shell-header', <PublicHeader navigate={navigate} logoUrl={config.settings?.branding.logoUrl ?? null} />);
  renderInto('shell-footer', <PublicFooter config={config} navigate={navigate} />);
  // "Hay mucho tráfico; reintentando…" while a call waits to be repeated after a 503 (every area).
  const busyHost = document.createElement('div');
  busyHost.id = 'shell-busy';
  document.body.appendChild(busyHost);
  renderInto('shell-busy', <BusyNotice retries={busyRetries} />);
  // «Sin conexión: estás viendo lo último que se cargó (hace N min)» (every area).
  const offlineHost = document.createElement('div');
  offlineHost.id = 'shell-offline';
  document.body.appendChild(offlineHost);
  renderInto('shell-offline', <OfflineBanner state={connection} />);
  // «Vista previa: mf-aula 1.4.0» while this browser previews an unreleased version.
  const preview = registry.current()?.preview;
  if (preview) {
    const previewHost = document.createElement('div');
    previewHost.id = 'shell-preview';
    document.body.insertBefore(previewHost, document.body.firstChild);
    renderInto('shell-preview', <PreviewBanner remote={preview.remote} version={preview.version} onLeave={leavePreview} />);
  }

  await nextTask();
  // Start-up is over once the first routing settled (even when the first area failed).
  window.addEventListener('single-spa:routing-event', endBoot, { once: true });
  start({ urlRerouteOnly: true });
  // Installable and readable without a connection (pwa/sw.ts); after load, when the page is idle.
  registerServiceWorker({ production: process.env.NODE_ENV === 'production' });
}

main().catch(showAppError);
