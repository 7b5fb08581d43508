import type { RemotePointer, RemotesManifest } from '@inpro/shared-contracts';
import type { ReleaseState } from './releaseState';

/** Files, types and URLs of the artifact store (see artifact-store.ts). */
export const MANIFEST_FILE = 'mf-manifest.json';
export const POINTER_FILE = 'remotes.json';
export const HISTORY_FILE = 'history.jsonl';
export const EXPOSED_MODULE = './spa';

/** The pointer file (remotes.json) as ops writes it: the shared /remotes.json type with its date. */
export type RemotesFile = RemotesManifest & { updatedAt: string };
export type { RemotePointer };

/**
 * canary: a version for a share of browsers; promote: the canary for everyone; abort: the canary
 * stopped; publish: a build stored; preview: a preview link given (the last two move no pointer).
 */
export type HistoryAction = 'deploy' | 'activate' | 'rollback' | 'canary' | 'promote' | 'abort' | 'publish' | 'preview';

export interface HistoryEntry {
  remote: string;
  from: string | null;
  to: string;
  who: string;
  when: string;
  action: HistoryAction;
  percent?: number;
  reason?: string;
  /** The machine that made the move (MACHINE_NAME, else the host name). */
  machine?: string;
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

type DeployOutcome = 'deployed' | 'activated' | 'unchanged';

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
  /** Where pointers, history, versions and the lock live (default: the folder, FolderState). */
  state?: ReleaseState;
  /** The object storage every machine fetches versions from (S3_BUCKET); null = this folder only. */
  bucket?: VersionBucket | null;
  /** Recorded with each move (default MACHINE_NAME, else the host name). */
  machine?: string;
}

/** The builds in object storage: each version uploaded once under an immutable prefix. */
export interface VersionBucket {
  /** Uploads every file of `dir` as `remote`/`version`. */
  upload(remote: string, version: string, dir: string): Promise<void>;
  /** Downloads `files` of `remote`/`version` into `dir` (an empty folder); throws StorageUnavailableError when the bucket cannot be read. */
  download(remote: string, version: string, dir: string, files: string[]): Promise<void>;
  close?(): void;
}

export function entryUrl(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/${MANIFEST_FILE}`;
}
