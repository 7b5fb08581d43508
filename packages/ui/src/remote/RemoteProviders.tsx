import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RemoteCustomProps } from '@inpro/shared-contracts';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { ToastProvider } from '../components/ToastProvider';
import { RemotePropsProvider } from './RemoteContext';

export interface RemoteProvidersProps {
  /** Human name of the area for error screens. */
  area: string;
  remote: RemoteCustomProps;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * What every remote's screens render inside: error boundary, the shell's props, the server-state
 * cache and toasts. The same tree in the browser (createRemoteLifecycles) and in a remote's
 * server renderer, so a prerendered page and the first client render draw the same markup.
 */
export function RemoteProviders({ area, remote, queryClient, children }: RemoteProvidersProps) {
  return (
    <ErrorBoundary area={area}>
      <RemotePropsProvider value={remote}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>{children}</ToastProvider>
        </QueryClientProvider>
      </RemotePropsProvider>
    </ErrorBoundary>
  );
}
