import { createRoot, type Root } from 'react-dom/client';
import { ChunkFailure } from '@inpro/ui/feedback';
import { PRERENDERED_ATTRIBUTE } from '@inpro/shared-contracts';
import { replayHeld, stopHolding } from './heldInput';

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
  /** The remote loaded and its real area mounted (the field signals' page load of this remote). */
  onMounted?: () => void;
  /**
   * Loading or mounting the remote failed and the visitor is shown the chunk-failure screen (field
   * signals). Not called for an attempt the visitor left: the area was left meanwhile, or the page
   * is being left (`isLeaving`), whose requests the browser cancels.
   */
  onLoadFailure?: (error: unknown) => void;
  /** Whether the page is being left (pageLeaving.ts). */
  isLeaving?: () => boolean;
  /** The path of the page the server prerendered into the area (not hydrated once the visitor is elsewhere). */
  prerenderedPath?: string;
}

/**
 * The `.area-root` of an area element whose content the server prerendered (marked with
 * PRERENDERED_ATTRIBUTE, shared-contracts/src/prerender.ts): a remote that hydrates adopts it as it
 * is, and its first commit removes the mark; another one's first render replaces it. Either way the
 * mark means "not taken over yet".
 */
function prerenderedHost(element: HTMLElement): HTMLElement | null {
  return element.querySelector<HTMLElement>(`:scope > .area-root[${PRERENDERED_ATTRIBUTE}]`);
}

/** Prerendered pages handed to a remote that hydrates them: theirs from then on, even before the first commit. */
const handedOver = new WeakSet<HTMLElement>();

/**
 * Removes a prerendered page no remote took (its area did not mount: e.g. the guard sent the visitor
 * elsewhere, or a link was followed before the remote arrived). One being hydrated is the remote's.
 */
export function discardPrerendered(element: HTMLElement): void {
  const host = prerenderedHost(element);
  if (host && !handedOver.has(host)) host.remove();
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
    // adopts it as it is (the same elements: what the visitor typed, the focus and the caret stay);
    // another one's first render replaces it in one commit (no frame without the page, no shift).
    let prerendered = prerenderedHost(opts.element());
    // Gone elsewhere while the remote was on its way (a navbar link): the page is drawn anew.
    if (prerendered && opts.prerenderedPath !== undefined && window.location.pathname !== opts.prerenderedPath) {
      discardPrerendered(opts.element());
      prerendered = null;
    }
    const host = prerendered ?? document.createElement('div');
    host.className = 'area-root';
    if (!host.parentElement) opts.element().appendChild(host);
    // From the hydration on, React replays what the visitor does; what the page held before (a form
    // sent, a button clicked: heldInput.ts) is done once the remote has the page.
    const hydrates = prerendered !== null && spa.hydrates === true;
    if (prerendered && hydrates) handedOver.add(prerendered);
    const held = hydrates ? stopHolding() : [];
    try {
      await run(spa.mount, { ...props, domElement: host });
    } catch (err) {
      host.remove();
      throw err;
    }
    realHost = host;
    opts.onMounted?.();
    if (!active)
      await unmountReal(props); // unmounted while mounting
    else replayHeld(held);
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
      // Only a failure the visitor meets is one: an attempt interrupted by leaving the area or the
      // page (its downloads cancelled) says nothing about the version, and the next mount retries.
      if (active && !opts.isLeaving?.()) opts.onLoadFailure?.(err);
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
      if (!realHost) {
        attempt = attemptMount(props).finally(() => (attempt = null));
        await attempt;
      }
    },
    unmount: async (props: Props) => {
      active = false;
      if (attempt) await attempt.catch(() => undefined);
      clearFailure();
      await unmountReal(props);
    },
  };
}
