import React, { startTransition, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { AppProps } from 'single-spa';
import { PRERENDER_STATE_ID, type RemoteCustomProps } from '@inpro/shared-contracts';
import { AppErrorScreen } from '../feedback/AppErrorScreen';
import { createQueryClient } from '../query/createQueryClient';
import { RemoteProviders } from './RemoteProviders';

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
export function setRemoteStyles(name: string, enabled: boolean): void {
  document.querySelectorAll<HTMLStyleElement | HTMLLinkElement>(`style[data-mf="${name}"], link[data-mf="${name}"]`).forEach((el) => {
    if (el.sheet) el.sheet.disabled = !enabled;
    el.media = enabled ? '' : 'not all';
  });
}

/**
 * react-dom/client whose roots render as transitions: React renders a mounting screen in slices and
 * lets the browser handle input between them, instead of one long task (the page stays responsive
 * while a remote starts; a prerendered page stays on screen until the new one commits, at once).
 */
const concurrentClient: typeof ReactDOMClient = {
  ...ReactDOMClient,
  createRoot(container, options) {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

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
  function RemoteRoot(props: Props) {
    const { session, http, config, navigate } = props;
    return (
      <RemoteProviders area={area} remote={{ session, http, config, navigate }} queryClient={queryClient}>
        <Root />
      </RemoteProviders>
    );
  }
  const lifecycles = singleSpaReact<Props>({
    React,
    ReactDOMClient: concurrentClient,
    rootComponent: RemoteRoot,
    errorBoundary: () => <AppErrorScreen />,
    domElementGetter: (props) => {
      if (!props.domElement) throw new Error(`The shell gave ${name} no DOM element`);
      return props.domElement;
    },
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: async (props: Props) => {
      setRemoteStyles(name, true);
      takePrerenderState(name, queryClient);
      return lifecycles.mount(props);
    },
    unmount: async (props: Props) => {
      await lifecycles.unmount(props);
      queryClient.clear();
      setRemoteStyles(name, false);
    },
  };
}
