import { PREVIEW_TTL_MS, type OpsHistoryEntry, type OpsRemote } from '@inpro/shared-contracts';

/** What a version of a remote is or was: live, canary now, previewed now, an aborted canary, previously live, or only stored. */
export type VersionState = 'live' | 'canary' | 'preview' | 'aborted' | 'previous' | 'stored';

export const VERSION_STATE_LABELS: Record<VersionState, string> = {
  live: 'En vivo',
  canary: 'Canario',
  preview: 'En vista previa',
  aborted: 'Abortado',
  previous: 'Anterior',
  stored: 'Publicada',
};

/** Who did something to a version, from which machine, and when. */
export interface VersionDeed {
  who: string;
  machine: string | null;
  when: string;
}

export interface VersionStory {
  version: string;
  state: VersionState;
  /** Who published (or deployed) the build. */
  published: VersionDeed | null;
  /** Who last made it live (a promotion, an activation, a deploy or a rollback). */
  promoted: VersionDeed | null;
}

/** Moves that made a version the live one. */
const MADE_LIVE = new Set<OpsHistoryEntry['action']>(['deploy', 'activate', 'rollback', 'promote']);

/** Who made a history entry, from which machine, and when. */
export const deedOf = (h: OpsHistoryEntry): VersionDeed => ({ who: h.who, machine: h.machine ?? null, when: h.when });

/**
 * The story of each version of a remote told by its history (newest first, as GET /ops/remotes
 * answers): a canary stopped is «Abortado», never «Anterior», which only a version once live is.
 */
export function versionStories(
  remote: OpsRemote,
  history: OpsHistoryEntry[],
  versions: string[],
  now: number = Date.now(),
): VersionStory[] {
  const own = history.filter((h) => h.remote === remote.remote);
  return versions.map((version) => {
    // Newest first: the first match is the latest.
    const lastLive = own.find((h) => MADE_LIVE.has(h.action) && h.to === version);
    const lastAbort = own.find((h) => h.action === 'abort' && h.from === version);
    const previewed = own.find((h) => h.action === 'preview' && h.to === version);
    const published = [...own].reverse().find((h) => (h.action === 'publish' || h.action === 'deploy') && h.to === version);
    let state: VersionState;
    if (version === remote.active) state = 'live';
    else if (version === remote.canary?.version) state = 'canary';
    else if (previewed && now - new Date(previewed.when).getTime() < PREVIEW_TTL_MS) state = 'preview';
    else if (lastAbort && (!lastLive || new Date(lastAbort.when) >= new Date(lastLive.when))) state = 'aborted';
    else if (lastLive) state = 'previous';
    else state = 'stored';
    return { version, state, published: published ? deedOf(published) : null, promoted: lastLive ? deedOf(lastLive) : null };
  });
}

/** The history entry that made the active version live (not a canary stopped, which also names it). */
export function liveEntry(history: OpsHistoryEntry[], remote: OpsRemote): OpsHistoryEntry | undefined {
  return history.find((h) => h.remote === remote.remote && h.to === remote.active && MADE_LIVE.has(h.action));
}

/** «por X desde la máquina M» */
export function deedText(d: VersionDeed): string {
  return `por ${d.who}${d.machine ? ` desde ${d.machine}` : ''}`;
}
