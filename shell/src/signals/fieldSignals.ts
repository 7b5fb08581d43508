import { RENDER_ERROR_EVENT, SIGNAL_VALUE_MAX, isReportableSignal, type FieldSignalEvent, type SignalVital } from '@inpro/shared-contracts';
import { beaconSender } from './beacon';
import { loadFailureReason } from './loadFailureReason';
import { createSignalQueue, type SignalQueue } from './signalQueue';

/** What the shell reports of a page load, per remote version (see startFieldSignals). */
export interface FieldSignals {
  /** The remote's code loaded and mounted (once per remote per page load). */
  loaded(remote: string): void;
  /** The remote's code did not load (or its mount threw). */
  loadFailed(remote: string, error: unknown): void;
  /** The API answered ≥ 500 while the current remote was shown. */
  apiError(status: number): void;
  /** Sends what is waiting. */
  flush(): void;
}

type Metric = { name: string; value: number };
type OnMetric = (report: (metric: Metric) => void) => void;
export interface VitalsLibrary {
  onLCP: OnMetric;
  onINP: OnMetric;
  onCLS: OnMetric;
}

export interface FieldSignalsOptions {
  /** POST /api/signals of this site, e.g. /api/signals. */
  url: string;
  /** The version of a remote this page runs (from the remotes manifest it resolved). */
  versionOf(remote: string): string | undefined;
  /** The remote of the area shown now. */
  currentRemote(): string | null;
  /** The load ticket the server gave this page load (in the remotes manifest): the beacons carry it. */
  ticket(): string | undefined;
  /** The remote this browser previews (an unreleased version): nothing of it is reported. */
  previewed?(): string | null | undefined;
  queue?: SignalQueue;
  /** web-vitals, loaded after start-up (never part of the first chunks). */
  loadVitals?: () => Promise<VitalsLibrary>;
  win?: Window;
}

/**
 * Field signals of this page load: which version of each remote ran, its load failures, the render
 * errors its error boundaries caught, the API's ≥ 500 answers while it was shown, and the Core Web
 * Vitals (LCP of the page's first remote, INP and CLS of the remote shown when they are reported).
 * Only the remote, its version and what happened, with the page load's ticket (which the server
 * signed, so that only loads it served count): no URL, no user, no token. Batched and sent with
 * navigator.sendBeacon when the page is hidden or left, every FIELD_SIGNALS_MAX_EVENTS events and
 * FIELD_SIGNALS_FLUSH_MS after the first waiting one.
 */
export function startFieldSignals(opts: FieldSignalsOptions): FieldSignals {
  const win = opts.win ?? window;
  const queue = opts.queue ?? createSignalQueue({ send: beaconSender(opts.url), ticket: opts.ticket });
  const firstRemote = opts.currentRemote();
  const loaded = new Set<string>();

  const push = (remote: string | null, event: Record<string, unknown>): void => {
    if (!remote || !queue.sampled || remote === opts.previewed?.()) return;
    const version = opts.versionOf(remote);
    const candidate = { ...event, remote, version };
    // A version the API would refuse (a local build such as 1.0.0+local.ab12) is not reported. Checked
    // without zod: this runs in the shell's start-up code, on every page.
    if (isReportableSignal(candidate)) queue.push(candidate as FieldSignalEvent);
  };

  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') queue.flush();
  };
  win.document.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', () => queue.flush());
  win.addEventListener(RENDER_ERROR_EVENT, (event) => {
    const detail = (event as CustomEvent<{ chunk?: boolean } | undefined>).detail;
    const remote = opts.currentRemote();
    if (detail?.chunk) push(remote, { type: 'load-error', reason: 'chunk' });
    else push(remote, { type: 'render-error' });
  });

  const vital = (name: SignalVital, remote: string | null) => (metric: Metric) => {
    push(remote, { type: 'vital', name, value: Math.min(Math.max(metric.value, 0), SIGNAL_VALUE_MAX) });
    // Reported while the page is being hidden: after the flush of this same moment, so send it now.
    if (win.document.visibilityState === 'hidden') queue.flush();
  };
  if (queue.sampled && opts.loadVitals) {
    opts
      .loadVitals()
      .then((lib) => {
        lib.onLCP(vital('LCP', firstRemote));
        lib.onINP((m) => vital('INP', opts.currentRemote())(m));
        lib.onCLS((m) => vital('CLS', opts.currentRemote())(m));
      })
      .catch(() => undefined);
  }

  return {
    loaded(remote) {
      if (loaded.has(remote)) return;
      loaded.add(remote);
      push(remote, { type: 'load' });
    },
    loadFailed(remote, error) {
      push(remote, { type: 'load-error', reason: loadFailureReason(error) });
    },
    apiError(status) {
      if (status >= 500 && status <= 599) push(opts.currentRemote(), { type: 'api-error', status });
    },
    flush: () => queue.flush(),
  };
}
