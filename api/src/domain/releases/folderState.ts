import { promises as fs } from 'node:fs';
import path from 'node:path';
import { HISTORY_FILE, POINTER_FILE, type BuildMeta, type HistoryEntry, type RemotePointer, type RemotesFile } from './artifactTypes';
import { LOCK_FILE, withLockFile } from './lockFile';
import { isRemoteName, isVersion } from './names';
import type { ReleaseState, ReleaseTx, StoredVersion } from './releaseState';
import { META_FILE, exists, readJson, writeFileAtomic } from './tree';

/**
 * The release state of one machine, in the artifacts folder: the pointers in `remotes.json`
 * (written atomically), the history in `history.jsonl` (append-only), the version folders
 * themselves as the list of versions, and a lock directory `.lock` shared by the CLI and the
 * server. The embedded (PGlite) default: one machine, and the CLI cannot open PGlite while the
 * server runs, so the folder is what both can share.
 */
export class FolderState implements ReleaseState {
  readonly kind = 'folder' as const;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly dir: string) {}

  async readPointers(): Promise<RemotesFile> {
    const file = path.join(this.dir, POINTER_FILE);
    if (!(await exists(file))) return { updatedAt: '', remotes: {} }; // nothing deployed yet
    const data = await readJson<Partial<RemotesFile>>(file);
    return { updatedAt: String(data.updatedAt ?? ''), remotes: { ...(data.remotes ?? {}) } };
  }

  async history(remote?: string): Promise<HistoryEntry[]> {
    const file = path.join(this.dir, HISTORY_FILE);
    if (!(await exists(file))) return [];
    const entries: HistoryEntry[] = [];
    for (const line of (await fs.readFile(file, 'utf8')).split('\n')) {
      if (!line.trim()) continue;
      try {
        const e = JSON.parse(line) as HistoryEntry;
        if (e && typeof e.remote === 'string' && typeof e.to === 'string') entries.push(e);
      } catch {
        // a torn last line (crash while appending) is skipped, never fatal
      }
    }
    return remote ? entries.filter((e) => e.remote === remote) : entries;
  }

  async versions(remote?: string): Promise<StoredVersion[]> {
    if (!(await exists(this.dir))) return [];
    const remotes = remote
      ? [remote]
      : (await fs.readdir(this.dir, { withFileTypes: true })).filter((e) => e.isDirectory() && isRemoteName(e.name)).map((e) => e.name);
    const out: StoredVersion[] = [];
    for (const name of remotes) {
      const remoteDir = path.join(this.dir, name);
      if (!(await exists(remoteDir))) continue;
      for (const entry of await fs.readdir(remoteDir, { withFileTypes: true })) {
        if (entry.isDirectory() && isVersion(entry.name)) out.push(await this.describe(name, entry.name));
      }
    }
    return out;
  }

  async hasVersion(remote: string, version: string): Promise<boolean> {
    const stat = await fs.stat(path.join(this.dir, remote, version)).catch(() => null);
    return Boolean(stat?.isDirectory());
  }

  async findVersion(remote: string, version: string): Promise<StoredVersion | null> {
    return (await this.hasVersion(remote, version)) ? this.describe(remote, version) : null;
  }

  async probe(): Promise<void> {
    const data = await readJson<unknown>(path.join(this.dir, POINTER_FILE));
    if (!data || typeof data !== 'object' || typeof (data as { remotes?: unknown }).remotes !== 'object') {
      throw new Error('remotes.json has no remotes');
    }
  }

  /** In this process through a queue, across processes (the CLI and the server) through the lock directory. */
  transaction<T>(fn: (tx: ReleaseTx) => Promise<T>): Promise<T> {
    const tx: ReleaseTx = {
      readPointers: () => this.readPointers(),
      history: (remote) => this.history(remote),
      findVersion: (remote, version) => this.findVersion(remote, version),
      recordVersion: async () => undefined,
      writePointer: async (remote, pointer, entry) => {
        await this.setPointer(remote, pointer, entry.when);
        await this.appendHistory(entry);
      },
      setPointer: (remote, pointer, when) => this.setPointer(remote, pointer, when),
      appendHistory: (entry) => this.appendHistory(entry),
    };
    const locked = () => withLockFile(path.join(this.dir, LOCK_FILE), () => fn(tx));
    const run = this.queue.then(locked, locked);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async describe(remote: string, version: string): Promise<StoredVersion> {
    let meta: Partial<BuildMeta> = {};
    try {
      meta = await readJson<BuildMeta>(path.join(this.dir, remote, version, META_FILE));
    } catch {
      meta = {};
    }
    return {
      remote,
      version,
      container: typeof meta.name === 'string' ? meta.name : '',
      contractsVersion: typeof meta.contractsVersion === 'string' ? meta.contractsVersion : null,
      builtAt: typeof meta.builtAt === 'string' ? meta.builtAt : null,
      filesHash: null,
      files: null,
    };
  }

  /** Writes remotes.json atomically with one remote's new pointer (under the lock). */
  private async setPointer(remote: string, pointer: RemotePointer, when: string): Promise<void> {
    const pointers = await this.readPointers();
    const remotes: Record<string, RemotePointer> = {};
    const next = { ...pointers.remotes, [remote]: pointer };
    for (const key of Object.keys(next).sort()) remotes[key] = next[key];
    const file: RemotesFile = { updatedAt: when, remotes };
    await writeFileAtomic(path.join(this.dir, POINTER_FILE), `${JSON.stringify(file, null, 2)}\n`);
  }

  private async appendHistory(entry: HistoryEntry): Promise<void> {
    await fs.appendFile(path.join(this.dir, HISTORY_FILE), `${JSON.stringify(entry)}\n`);
  }
}
