import type { LOAD_FAILURE_REASONS } from '@inpro/shared-contracts';

export type LoadFailureReason = (typeof LOAD_FAILURE_REASONS)[number];

/**
 * What kind of load failure an error is: `timeout` (entry or chunk took longer than the load
 * time-out), `missing` (the remote is not in remotes.json or its manifest/entry answered 404),
 * `chunk` (a chunk or script did not load), `other` (an MF runtime error, a mount that threw).
 */
export function loadFailureReason(error: unknown): LoadFailureReason {
  const e = (error && typeof error === 'object' ? error : {}) as { name?: unknown; type?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : '';
  if (e.type === 'timeout' || /timed? ?out/i.test(message)) return 'timeout';
  if (e.type === 'missing') return 'missing';
  if (
    e.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|ScriptExternalLoadError|Failed to fetch dynamically imported module|remoteEntry|mf-manifest|RUNTIME-00\d/i.test(
      message,
    )
  )
    return 'chunk';
  return 'other';
}
