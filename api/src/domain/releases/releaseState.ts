import os from 'node:os';
import type { HistoryEntry, RemotePointer, RemotesFile } from './artifactTypes';

/** One stored version of a remote: what it was built with and a hash of its files (versions are immutable). */
export interface StoredVersion {
  remote: string;
  version: string;
  /** The federation container name (inpro-meta.json `name`). */
  container: string;
  contractsVersion: string | null;
  builtAt: string | null;
  /** treeDigest of the files; null when only a local folder knows them (the folder state). */
  filesHash: string | null;
  /** sha256 of each file, by relative path; null as above, and in the list of every version (versions()). */
  files: Record<string, string> | null;
}

/** What a move reads and writes while it holds the release lock. */
export interface ReleaseTx {
  readPointers(): Promise<RemotesFile>;
  history(remote?: string): Promise<HistoryEntry[]>;
  findVersion(remote: string, version: string): Promise<StoredVersion | null>;
  /** Records a new version (the folder state: its folder is the record, so nothing to do). */
  recordVersion(version: StoredVersion): Promise<void>;
  /** Sets one remote's pointer and appends the history entry of the move. */
  writePointer(remote: string, pointer: RemotePointer, entry: HistoryEntry): Promise<void>;
  /** The two halves of writePointer, for adopting a folder's state as it was. */
  setPointer(remote: string, pointer: RemotePointer, when: string): Promise<void>;
  appendHistory(entry: HistoryEntry): Promise<void>;
}

/**
 * Where the pointers, the history, the list of stored versions and the deploy lock live: a folder
 * of one machine (folderState.ts, the embedded single-machine default) or PostgreSQL
 * (databaseState.ts, shared by every API machine and the CLI). Read on every call: no process keeps
 * a copy that could show a stale release.
 */
export interface ReleaseState {
  readonly kind: 'folder' | 'database';
  readPointers(): Promise<RemotesFile>;
  history(remote?: string): Promise<HistoryEntry[]>;
  /** Every stored version, or those of one remote. */
  versions(remote?: string): Promise<StoredVersion[]>;
  /** Whether `remote` `version` was ever stored (versions are never removed). */
  hasVersion(remote: string, version: string): Promise<boolean>;
  findVersion(remote: string, version: string): Promise<StoredVersion | null>;
  /** Fails when the state cannot be read (the readiness probe). */
  probe(): Promise<void>;
  /** Runs one move: one at a time across every process that shares the state. */
  transaction<T>(fn: (tx: ReleaseTx) => Promise<T>): Promise<T>;
  close?(): Promise<void>;
}

/** The machine recorded with each move: MACHINE_NAME, else the host name. */
export function machineName(env: NodeJS.ProcessEnv = process.env): string {
  return env.MACHINE_NAME?.trim() || os.hostname();
}
