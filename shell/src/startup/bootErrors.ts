import { isChunkLoadError } from '@inpro/ui/feedback';

/**
 * While the shell starts, an unexpected error of the shell itself is fatal and shows the
 * application-error screen (never a blank page). An area's failure is not: errors from remote
 * files and chunk loads are left to that area's chunk-failure screen.
 * Returns a function that ends the start-up phase.
 */
export function watchBootErrors(show: (error: unknown) => void, target: Window = window): () => void {
  let booting = true;
  const onError = (event: ErrorEvent) => {
    if (!booting) return;
    if (event.filename && /\/remotes\//.test(event.filename)) return;
    if (isChunkLoadError(event.error)) return;
    show(event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!booting || isChunkLoadError(event.reason)) return;
    show(event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    booting = false;
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
