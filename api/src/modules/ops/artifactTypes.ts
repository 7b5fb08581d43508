import type { RemotePointer, RemotesManifest } from '@inpro/shared-contracts';

/** Files, types and URLs of the artifact store (see artifact-store.ts). */
export const MANIFEST_FILE = 'mf-manifest.json';
export const POINTER_FILE = 'remotes.json';
export const HISTORY_FILE = 'history.jsonl';
export const EXPOSED_MODULE = './spa';

/** The pointer file (remotes.json) as ops writes it: the shared /remotes.json type with its date. */
export type RemotesFile = RemotesManifest & { updatedAt: string };
export type { RemotePointer };

/** canary: a version for a share of browsers; promote: the canary for everyone; abort: the canary stopped. */
export type HistoryAction = 'deploy' | 'activate' | 'rollback' | 'canary' | 'promote' | 'abort';

export interface HistoryEntry {
  remote: string;
  from: string | null;
  to: string;
  who: string;
  when: string;
  action: HistoryAction;
  percent?: number;
  reason?: string;
}

/** Who an automatic canary abort is recorded as. */
export const AUTOMATIC_OPERATOR = 'automático (señales de campo)';

/** What the shared webpack config writes next to every build. */
export interface BuildMeta {
  name: string;
  version: string;
  contractsVersion: string;
  builtAt?: string;
}

export interface VersionInfo {
  version: string;
  contractsVersion: string | null;
  builtAt: string | null;
}

export interface RemoteStatus {
  remote: string;
  active: string | null;
  versions: VersionInfo[];
  canary: { version: string; percent: number; since: string } | null;
}

export interface CanaryResult {
  remote: string;
  /** The stable version. */
  stable: string;
  canary: string;
  percent: number;
}

export type DeployOutcome = 'deployed' | 'activated' | 'unchanged';

export interface DeployResult {
  remote: string;
  version: string;
  from: string | null;
  /** deployed: new folder + pointer moved; activated: folder existed (same files), pointer moved; unchanged: already active. */
  outcome: DeployOutcome;
}

export interface MoveResult {
  remote: string;
  from: string | null;
  to: string;
}

export interface ArtifactStoreOptions {
  artifactsDir: string;
  /** Version of shared-contracts the shell was built with; a remote's major must match it. */
  shellContractsVersion: () => string | Promise<string>;
  /** Remotes listed by status even before their first deploy. */
  knownRemotes?: readonly string[];
  now?: () => Date;
}

export function entryUrl(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/${MANIFEST_FILE}`;
}
