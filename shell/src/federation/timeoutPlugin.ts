import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { LOAD_TIMEOUT_MS } from '@inpro/shared-contracts';

/** Default time-out of a remote entry or manifest, as for every chunk (output.chunkLoadTimeout). */
export const DEFAULT_LOAD_TIMEOUT_MS = LOAD_TIMEOUT_MS;

// Kept on globalThis so the runtime plugin (instantiated by the federation runtime) and the
// bootstrap (which reads remotes.json) share the value whatever module instance they hold.
const KEY = '__INPRO_LOAD_TIMEOUT_MS__';
type Holder = { [KEY]?: number };

/** Sets the time-out for remote entries and manifests (from remotes.json loadTimeoutMs). */
export function setLoadTimeout(ms: unknown): number {
  const value = typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? Math.round(ms) : DEFAULT_LOAD_TIMEOUT_MS;
  (globalThis as Holder)[KEY] = value;
  return value;
}

export function getLoadTimeout(): number {
  return (globalThis as Holder)[KEY] ?? DEFAULT_LOAD_TIMEOUT_MS;
}

/** fetch with an abort after the load time-out (the MF runtime itself never times out a manifest). */
export async function fetchWithTimeout(url: string, init: RequestInit = {}, timeoutMs = getLoadTimeout()): Promise<Response> {
  const controller = new AbortController();
  const outer = init.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer) {
    if (outer.aborted) controller.abort(outer.reason);
    else outer.addEventListener('abort', onOuterAbort, { once: true });
  }
  const timer = setTimeout(() => {
    const error = new Error(`Loading ${url} timed out after ${timeoutMs} ms`);
    error.name = 'TimeoutError';
    controller.abort(error);
  }, timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) {
      const error = new Error(`Loading ${url} failed: HTTP ${response.status}`) as Error & { type?: string };
      error.name = 'ChunkLoadError';
      error.type = 'missing';
      throw error;
    }
    return response;
  } catch (err) {
    if (controller.signal.aborted && !outer?.aborted) {
      const error = new Error(`Loading ${url} timed out after ${timeoutMs} ms`) as Error & { type?: string };
      error.name = 'ChunkLoadError';
      error.type = 'timeout';
      throw error;
    }
    throw err;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/**
 * Runtime plugin of the shell: the MF runtime gives a remote entry 20 s by default; here the
 * remoteEntry script and the manifest fetch get the configured time-out (default 120 s).
 */
export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'inpro-load-timeout',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      Object.entries(attrs ?? {}).forEach(([name, value]) => {
        if (name === 'async' || name === 'defer') (script as unknown as Record<string, unknown>)[name] = value;
        else if (value !== undefined && value !== null && value !== false) script.setAttribute(name, String(value));
      });
      return { script, timeout: getLoadTimeout() };
    },
    fetch(url, init) {
      return fetchWithTimeout(url, init ?? {});
    },
  };
}
