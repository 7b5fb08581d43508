import { createRoot, type Root } from 'react-dom/client';
import { ChunkFailure } from '@inpro/ui/feedback';
import { PRERENDERED_ATTRIBUTE } from '@inpro/shared-contracts';
import type { IntentGate } from './intentGate';

type Props = Record<string, unknown>;
type LifecycleFn = (props: Props) => Promise<unknown>;

/** What a remote's ./spa exposes (single-spa-react lifecycles). */
export interface SpaModule {
  bootstrap: LifecycleFn | LifecycleFn[];
  mount: LifecycleFn | LifecycleFn[];
  unmount: LifecycleFn | LifecycleFn[];
  /** The remote hydrates a prerendered page handed over as it is (`@inpro/ui` createRemoteLifecycles). */
  hydrates?: boolean;
}

export interface ProxyOptions {
  /** Human name of the area for the failure screen. */
  label: string;
  /** The area's own container element. */
  element: () => HTMLElement;
  /** Loads the remote's ./spa (may reject: missing, time-out, MF runtime error, script error). */
  load: () => Promise<SpaModule>;
  /** Forgets a failed load so the next load really downloads again. */
  reset: () => Promise<void>;
  /** False when the guard is about to redirect: the real area must not mount. */
  canMount?: () => boolean;
  onError?: (error: unknown) => void;
  /**
   * At the first mount over a prerendered page: a gate the download waits behind (the visitor's
   * first gesture, see intentGate.ts), or null to load at once.
   */
  waitFor?: (element: HTMLElement) => IntentGate | null;
}

/**
 * The `.area-root` of an area element whose content the server prerendered: it holds the inert
 * `[data-prerendered]` wrapper (shared-contracts/src/prerender.ts) until the remote's first render
 * replaces it, or, handed to a remote that hydrates, carries the mark itself until the remote's first
 * commit adopts the markup. Either way the mark means "not taken over yet".
 */
export function prerenderedHost(element: HTMLElement): HTMLElement | null {
  const marked = element.querySelector<HTMLElement>(`:scope > .area-root[${PRERENDERED_ATTRIBUTE}]`);
  return marked ?? element.querySelector(`:scope > .area-root > [${PRERENDERED_ATTRIBUTE}]`)?.parentElement ?? null;
}

/**
 * Hands a prerendered page over as it is, for a remote that hydrates: the markup moves out of its
 * wrapper into the host (the remote's React root), which becomes the marked element instead, inert
 * as the wrapper was (a page the visitor already uses, its clicks held by an intent gate, stays live).
 */
export function unwrapPrerendered(host: HTMLElement): void {
  const wrapper = host.querySelector<HTMLElement>(`:scope > [${PRERENDERED_ATTRIBUTE}]`);
  if (!wrapper) return;
  host.setAttribute(PRERENDERED_ATTRIBUTE, '');
  host.inert = wrapper.hasAttribute('inert');
  host.replaceChildren(...Array.from(wrapper.childNodes));
}

/** Removes a prerendered page no remote took (its area did not mount: e.g. the guard sent the visitor elsewhere). */
export function discardPrerendered(element: HTMLElement): void {
  prerenderedHost(element)?.remove();
}

function run(fn: LifecycleFn | LifecycleFn[], props: Props): Promise<unknown> {
  const list = Array.isArray(fn) ? fn : [fn];
  return list.reduce<Promise<unknown>>((p, f) => p.then(() => f(props)), Promise.resolve());
}

function isSpaModule(mod: unknown): mod is SpaModule {
  const m = mod as Partial<SpaModule> | null;
  const ok = (f: unknown) => typeof f === 'function' || (Array.isArray(f) && f.every((x) => typeof x === 'function'));
  return !!m && ok(m.bootstrap) && ok(m.mount) && ok(m.unmount);
}

/**
 * single-spa lifecycles the shell registers for an area. Mounting loads the remote's real
 * lifecycles (cached once they loaded) and mounts them into the area's element. When loading
 * or mounting fails, the area shows the chunk-failure screen; «Reintentar» resets the remote
 * and tries again. The proxy never rejects, so single-spa never marks the area as broken and
 * the rest of the site keeps working.
 */
export function createProxyLifecycles(opts: ProxyOptions) {
  let spa: SpaModule | null = null;
  let bootstrapped = false;
  let active = false; // single-spa considers the area mounted
  let realHost: HTMLElement | null = null; // element the real area is mounted in
  let failureHost: HTMLElement | null = null;
  let failureRoot: Root | null = null;
  let lastProps: Props = {};
  let needsReset = false;
  let attempt: Promise<void> | null = null;
  let gate: IntentGate | null = null;

  function clearFailure() {
    const root = failureRoot;
    const host = failureHost;
    failureRoot = null;
    failureHost = null;
    if (root) root.unmount();
    host?.remove();
  }

  function showFailure(error: unknown) {
    opts.onError?.(error);
    if (!active) return;
    // A prerendered page that will not come to life is not left looking usable above the failure.
    discardPrerendered(opts.element());
    if (!failureRoot) {
      failureHost = document.createElement('div');
      failureHost.className = 'area-failure';
      opts.element().appendChild(failureHost);
      failureRoot = createRoot(failureHost);
    }
    failureRoot.render(<ChunkFailure area={opts.label} onRetry={retry} />);
  }

  async function mountReal(props: Props): Promise<void> {
    if (!spa) {
      const mod = await opts.load();
      if (!isSpaModule(mod)) throw new Error('The remote ./spa module has no single-spa lifecycles');
      spa = mod;
    }
    if (!bootstrapped) {
      await run(spa.bootstrap, props);
      bootstrapped = true;
    }
    if (!active) return; // unmounted while loading
    // The page the server prerendered for this area, if it is still there: a remote that hydrates
    // adopts it as it is; another one's first render replaces it in one commit (no frame without
    // the page, no shift).
    const prerendered = prerenderedHost(opts.element());
    const host = prerendered ?? document.createElement('div');
    host.className = 'area-root';
    if (prerendered && spa.hydrates === true) unwrapPrerendered(prerendered);
    if (!host.parentElement) opts.element().appendChild(host);
    try {
      await run(spa.mount, { ...props, domElement: host });
    } catch (err) {
      host.remove();
      throw err;
    }
    realHost = host;
    if (!active) await unmountReal(props); // unmounted while mounting
  }

  async function unmountReal(props: Props) {
    const host = realHost;
    realHost = null;
    if (!host || !spa) return;
    try {
      await run(spa.unmount, { ...props, domElement: host });
    } catch (err) {
      opts.onError?.(err);
    }
    host.remove();
  }

  async function attemptMount(props: Props) {
    try {
      if (needsReset) {
        spa = null;
        bootstrapped = false;
        await opts.reset();
        needsReset = false;
      }
      await mountReal(props);
      clearFailure();
    } catch (err) {
      // A module that failed to load or mount is not trusted again: the retry reloads it.
      needsReset = true;
      spa = null;
      bootstrapped = false;
      showFailure(err);
    }
  }

  async function retry(): Promise<void> {
    if (!active) return;
    if (!attempt) attempt = attemptMount(lastProps).finally(() => (attempt = null));
    await attempt;
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props: Props) => {
      active = true;
      lastProps = props;
      if (opts.canMount && !opts.canMount()) return;
      if (attempt) await attempt;
      if (!realHost && !gate && !spa && opts.waitFor && prerenderedHost(opts.element())) {
        const waiting = opts.waitFor(opts.element());
        if (waiting) {
          // Mounted as far as single-spa knows: the page stays the server's until the gesture.
          gate = waiting;
          void waiting.ready.then(() => {
            if (gate !== waiting) return;
            gate = null;
            void retry();
          });
          return;
        }
      }
      if (!realHost && !gate) {
        attempt = attemptMount(props).finally(() => (attempt = null));
        await attempt;
      }
    },
    unmount: async (props: Props) => {
      active = false;
      gate?.cancel();
      gate = null;
      if (attempt) await attempt.catch(() => undefined);
      clearFailure();
      await unmountReal(props);
    },
  };
}
