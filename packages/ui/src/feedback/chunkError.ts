/** True for failures to load code: webpack ChunkLoadError (missing/timeout) and MF runtime load errors. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: unknown; type?: unknown; message?: unknown };
  if (e.name === 'ChunkLoadError') return true;
  if (e.type === 'missing' || e.type === 'timeout') return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /Loading (CSS )?chunk .* failed|RUNTIME-00\d|ScriptExternalLoadError|Failed to fetch dynamically imported module|remoteEntry|mf-manifest/i.test(
    message,
  );
}
