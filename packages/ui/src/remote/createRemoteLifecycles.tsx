import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AppProps } from 'single-spa';
import type { RemoteCustomProps } from '@inpro/shared-contracts';
import { AppErrorScreen } from '../feedback/AppErrorScreen';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { RemotePropsProvider } from './RemoteContext';
import { ToastProvider } from '../components/ToastProvider';
import { createQueryClient } from '../query/createQueryClient';

export interface RemoteLifecycleOptions {
  /** Federation name of the remote; its <style data-mf> tags are switched with the area. */
  name: string;
  /** Human name of the area for error screens. */
  area: string;
  rootComponent: ComponentType;
}

type Props = RemoteCustomProps & AppProps & { domElement?: HTMLElement };

/** Enables or disables the style tags a remote injected, so its CSS leaves with it. */
export function setRemoteStyles(name: string, enabled: boolean): void {
  document.querySelectorAll<HTMLStyleElement>(`style[data-mf="${name}"]`).forEach((el) => {
    if (el.sheet) el.sheet.disabled = !enabled;
    el.media = enabled ? '' : 'not all';
  });
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
      <ErrorBoundary area={area}>
        <RemotePropsProvider value={{ session, http, config, navigate }}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <Root />
            </ToastProvider>
          </QueryClientProvider>
        </RemotePropsProvider>
      </ErrorBoundary>
    );
  }
  const lifecycles = singleSpaReact<Props>({
    React,
    ReactDOMClient,
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
      return lifecycles.mount(props);
    },
    unmount: async (props: Props) => {
      await lifecycles.unmount(props);
      queryClient.clear();
      setRemoteStyles(name, false);
    },
  };
}
