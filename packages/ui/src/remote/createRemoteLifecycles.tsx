import React, { startTransition, useLayoutEffect, useState, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { AppProps } from 'single-spa';
import { PRERENDERED_ATTRIBUTE, PRERENDER_STATE_ID, type RemoteCustomProps } from '@inpro/shared-contracts';
import { AppErrorScreen } from '../feedback/AppErrorScreen';
import { createQueryClient } from '../query/createQueryClient';
import { followLiveEvents } from '../live/liveInvalidation';
import { RemoteProviders } from './RemoteProviders';
import { HydratedHostContext } from './AdoptVisitorInput';

export interface RemoteLifecycleOptions {
  /** Federation name of the remote; its stylesheets (`data-mf`) are switched with the area. */
  name: string;
  /** Human name of the area for error screens. */
  area: string;
  rootComponent: ComponentType;
}

type Props = RemoteCustomProps & AppProps & { domElement?: HTMLElement };

/**
 * Enables or disables a remote's stylesheets (the links its chunks loaded, the prerendered page's
 * style), so its CSS leaves with it.
 */
function setRemoteStyles(name: string, enabled: boolean): void {
  document.querySelectorAll<HTMLStyleElement | HTMLLinkElement>(`style[data-mf="${name}"], link[data-mf="${name}"]`).forEach((el) => {
    if (el.sheet) el.sheet.disabled = !enabled;
    el.media = enabled ? '' : 'not all';
  });
}

/**
 * react-dom/client whose roots render as transitions: React renders a mounting screen in slices and
 * lets the browser handle input between them, instead of one long task (the page stays responsive
 * while a remote starts). A root over a prerendered page hydrates it, also as a transition: React
 * adopts the markup already on screen instead of drawing it again (no new elements, no second
 * layout of the page). Where the page does not match (the visitor is signed in, the data changed
 * since it was rendered), React draws that part again, as before; `onHydrationFallback` hears of it.
 */
function concurrentClient(onHydrationFallback: (error: unknown) => void): typeof ReactDOMClient {
  return {
    ...ReactDOMClient,
    createRoot(container, options) {
      const root = ReactDOMClient.createRoot(container, options);
      return {
        render: (children) => startTransition(() => root.render(children)),
        unmount: () => root.unmount(),
      };
    },
    hydrateRoot(container, children, options) {
      let root: ReactDOMClient.Root | null = null;
      startTransition(() => {
        root = ReactDOMClient.hydrateRoot(container, children, { ...options, onRecoverableError: onHydrationFallback });
      });
      return root as unknown as ReactDOMClient.Root;
    },
  };
}

/**
 * The element the shell gives a remote whose page was prerendered (a remote that `hydrates`): the
 * markup, marked until the remote's first commit adopts it (then it is the remote's page).
 */
function isPrerenderedHost(element: HTMLElement | undefined): boolean {
  return !!element && element.hasAttribute(PRERENDERED_ATTRIBUTE);
}

function releasePrerenderedHost(element: HTMLElement): void {
  element.removeAttribute(PRERENDERED_ATTRIBUTE);
}

/**
 * The server state a prerendered page was rendered from (shared-contracts/src/prerender.ts), put
 * into the remote's cache before its first render, so that render shows what the page already
 * shows. Taken once: the element leaves the page.
 */
export function takePrerenderState(name: string, queryClient: QueryClient, doc: Document = document): void {
  const el = doc.getElementById(PRERENDER_STATE_ID);
  if (!el || el.getAttribute('data-remote') !== name) return;
  el.remove();
  try {
    hydrate(queryClient, JSON.parse(el.textContent || 'null'));
  } catch (err) {
    console.error(`[inpro] ${name}: the prerendered page's state could not be read`, err);
  }
}

/**
 * single-spa lifecycles of a remote: React root, error boundary, shell props in context, the
 * remote's server-state cache (TanStack Query), toasts, scoped styles. The cache is emptied when
 * the area unmounts, so the next account signed in on this page never sees the previous one's data.
 */
export function createRemoteLifecycles({ name, area, rootComponent: Root }: RemoteLifecycleOptions) {
  const queryClient = createQueryClient();
  let hydrateNext = false;
  let stopLive = () => {};
  function RemoteRoot(props: Props) {
    const { session, http, config, navigate, live, connection, domElement } = props;
    // Whether this mount hydrates the server's page (AdoptVisitorInput then hands its fields to React).
    const [hydrated] = useState(() => (hydrateNext && domElement ? domElement : null));
    // The first commit over a prerendered page makes it the remote's own (not marked).
    useLayoutEffect(() => {
      if (domElement) releasePrerenderedHost(domElement);
    }, [domElement]);
    return (
      <HydratedHostContext.Provider value={hydrated}>
        <RemoteProviders area={area} remote={{ session, http, config, navigate, live, connection }} queryClient={queryClient}>
          <Root />
        </RemoteProviders>
      </HydratedHostContext.Provider>
    );
  }
  const lifecycles = singleSpaReact<Props>({
    React,
    ReactDOMClient: concurrentClient((error) =>
      console.info(`[inpro] ${name}: part of the prerendered page did not match and was drawn again`, error),
    ),
    renderType: () => (hydrateNext ? 'hydrateRoot' : 'createRoot'),
    rootComponent: RemoteRoot,
    errorBoundary: () => <AppErrorScreen />,
    domElementGetter: (props) => {
      if (!props.domElement) throw new Error(`The shell gave ${name} no DOM element`);
      return props.domElement;
    },
  });
  return {
    /** Tells the shell it may hand over a prerendered page as it is, to hydrate (see isPrerenderedHost). */
    hydrates: true as const,
    bootstrap: lifecycles.bootstrap,
    mount: async (props: Props) => {
      setRemoteStyles(name, true);
      takePrerenderState(name, queryClient);
      hydrateNext = isPrerenderedHost(props.domElement);
      // What the live stream says changed is refetched by this area's screens.
      stopLive();
      stopLive = followLiveEvents(props.live, queryClient);
      return lifecycles.mount(props);
    },
    unmount: async (props: Props) => {
      stopLive();
      stopLive = () => {};
      await lifecycles.unmount(props);
      queryClient.clear();
      setRemoteStyles(name, false);
    },
  };
}
