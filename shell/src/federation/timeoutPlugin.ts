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
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const failure = (message: string, type: 'missing' | 'timeout') =>
    Object.assign(new Error(`Loading ${url} ${message}`), { name: 'ChunkLoadError', type });
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal });
  } catch (err) {
    // The caller's own abort keeps its reason; only the time-out is told as a load failure.
    if (timeout.aborted && !init.signal?.aborted) throw failure(`timed out after ${timeoutMs} ms`, 'timeout');
    throw err;
  }
  if (!response.ok) throw failure(`failed: HTTP ${response.status}`, 'missing');
  return response;
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
