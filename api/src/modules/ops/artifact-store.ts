import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  HISTORY_FILE,
  POINTER_FILE,
  entryUrl,
  type ArtifactStoreOptions,
  type BuildMeta,
  type CanaryResult,
  type DeployResult,
  type HistoryAction,
  type HistoryEntry,
  type MoveResult,
  type RemotePointer,
  type RemoteStatus,
  type RemotesFile,
  type VersionInfo,
} from './artifactTypes';
import { inspectBuild } from './buildInspection';
import { OpsError } from './errors';
import { previousVersion } from './history';
import { LOCK_FILE, withLockFile } from './lockFile';
import { assertRemoteName, assertVersion, compareVersions, isRemoteName, isVersion } from './names';
import { META_FILE, diffTrees, exists, hashTree, readJson, tempName, writeFileAtomic } from './tree';

// The store's public surface: its types, the build inspection, the history rule and the lock.
export * from './artifactTypes';
export { inspectBuild } from './buildInspection';
export { previousVersion } from './history';
export { withLockFile } from './lockFile';

/**
 * The artifact store: immutable version folders `<dir>/<remote>/<version>/`, one pointer per
 * remote in `<dir>/remotes.json` (written atomically) and an append-only history
 * `<dir>/history.jsonl`. Used by the ops CLI, `npm start` and the ops API.
 */

export class ArtifactStore {
  readonly dir: string;
  private readonly opts: ArtifactStoreOptions;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(opts: ArtifactStoreOptions) {
    this.opts = opts;
    this.dir = path.resolve(opts.artifactsDir);
  }

  private now(): Date {
    return this.opts.now ? this.opts.now() : new Date();
  }

  /**
   * Runs mutations one after another: in this process through a queue, across processes
   * (the CLI and the API server) through a lock file, so no pointer move is lost.
   */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const locked = () => withLockFile(path.join(this.dir, LOCK_FILE), fn);
    const run = this.queue.then(locked, locked);
    this.queue = run.catch(() => undefined);
    return run;
  }

  versionDir(remote: string, version: string): string {
    return path.join(this.dir, assertRemoteName(remote), assertVersion(version));
  }

  // ---------------------------------------------------------------- reading

  async readPointers(): Promise<RemotesFile> {
    const file = path.join(this.dir, POINTER_FILE);
    if (!(await exists(file))) return { updatedAt: this.now().toISOString(), remotes: {} };
    const data = await readJson<Partial<RemotesFile>>(file);
    return { updatedAt: String(data.updatedAt ?? ''), remotes: { ...(data.remotes ?? {}) } };
  }

  async history(remote?: string): Promise<HistoryEntry[]> {
    const file = path.join(this.dir, HISTORY_FILE);
    if (!(await exists(file))) return [];
    const lines = (await fs.readFile(file, 'utf8')).split('\n');
    const entries: HistoryEntry[] = [];
    for (const line of lines) {
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

  async versions(remote: string): Promise<VersionInfo[]> {
    const remoteDir = path.join(this.dir, assertRemoteName(remote));
    if (!(await exists(remoteDir))) return [];
    const entries = await fs.readdir(remoteDir, { withFileTypes: true });
    const infos: VersionInfo[] = [];
    for (const entry of entries) {
      if (!entry.isDirectory() || !isVersion(entry.name)) continue;
      let meta: Partial<BuildMeta> = {};
      try {
        meta = await readJson<BuildMeta>(path.join(remoteDir, entry.name, META_FILE));
      } catch {
        meta = {};
      }
      infos.push({
        version: entry.name,
        contractsVersion: typeof meta.contractsVersion === 'string' ? meta.contractsVersion : null,
        builtAt: typeof meta.builtAt === 'string' ? meta.builtAt : null,
      });
    }
    return infos.sort((a, b) => compareVersions(a.version, b.version));
  }

  async status(): Promise<RemoteStatus[]> {
    const pointers = await this.readPointers();
    const names = new Set<string>(this.opts.knownRemotes ?? []);
    for (const name of Object.keys(pointers.remotes)) if (isRemoteName(name)) names.add(name);
    if (await exists(this.dir)) {
      for (const entry of await fs.readdir(this.dir, { withFileTypes: true })) {
        if (entry.isDirectory() && isRemoteName(entry.name)) names.add(entry.name);
      }
    }
    const result: RemoteStatus[] = [];
    for (const remote of [...names].sort()) {
      const canary = pointers.remotes[remote]?.canary;
      result.push({
        remote,
        active: pointers.remotes[remote]?.version ?? null,
        versions: await this.versions(remote),
        canary: canary ? { version: canary.version, percent: canary.percent, since: canary.since } : null,
      });
    }
    return result;
  }

  // ------------------------------------------------------------- validation

  /** Reads and checks a build folder (a dist/ or a version folder) of `remote` (buildInspection.ts). */
  inspectBuild(dir: string, remote: string): Promise<BuildMeta> {
    return inspectBuild(dir, remote, this.opts.shellContractsVersion);
  }

  // -------------------------------------------------------------- mutations

  /**
   * Copies a build into `<remote>/<version>/` (unless that folder already holds the same
   * files) and points the remote at it. `version` overrides the folder name (default: the
   * build's own version).
   */
  deploy(remote: string, opts: { fromDir: string; who: string; version?: string }): Promise<DeployResult> {
    return this.serial(async () => {
      assertRemoteName(remote);
      const fromDir = path.resolve(opts.fromDir);
      const meta = await this.inspectBuild(fromDir, remote);
      const version = assertVersion(opts.version ?? meta.version);
      const target = this.versionDir(remote, version);

      let copied = false;
      if (await exists(target)) {
        await this.assertSameFiles(remote, version, fromDir, target);
      } else {
        copied = await this.copyIn(remote, version, fromDir, target);
      }

      const pointers = await this.readPointers();
      const from = pointers.remotes[remote]?.version ?? null;
      if (from === version) return { remote, version, from, outcome: copied ? ('deployed' as const) : ('unchanged' as const) };
      await this.movePointer(pointers, remote, meta.name, version, opts.who, 'deploy');
      return { remote, version, from, outcome: copied ? ('deployed' as const) : ('activated' as const) };
    });
  }

  /** Points `remote` at an already deployed version. */
  activate(remote: string, version: string, who: string): Promise<MoveResult> {
    return this.serial(async () => {
      assertRemoteName(remote);
      assertVersion(version);
      return this.moveTo(remote, version, who, 'activate');
    });
  }

  /** Moves `remote` back to `to`, by default the version that was active before the current one. */
  rollback(remote: string, opts: { to?: string; who: string }): Promise<MoveResult> {
    return this.serial(async () => {
      assertRemoteName(remote);
      await this.assertKnownRemote(remote);
      let to = opts.to;
      if (to === undefined || to === null || to === '') {
        const pointers = await this.readPointers();
        const active = pointers.remotes[remote]?.version ?? null;
        const previous = previousVersion(await this.history(remote), active);
        if (!previous) {
          throw new OpsError(
            'conflict',
            'no_previous',
            `${remote} has no previous version to roll back to${active ? ` (active: ${active})` : ''}.`,
            `${remote} no tiene una versión anterior a la cual volver.`,
          );
        }
        to = previous;
      }
      assertVersion(to);
      return this.moveTo(remote, to, opts.who, 'rollback');
    });
  }

  /**
   * Starts a canary: `version` (copied in from `fromDir` first when given, else already in the
   * store) for `percent` % of browsers; the others keep the active version. One canary at a time.
   */
  startCanary(remote: string, opts: { version?: string; fromDir?: string; percent: number; who: string }): Promise<CanaryResult> {
    return this.serial(async () => {
      assertRemoteName(remote);
      if (!Number.isInteger(opts.percent) || opts.percent < 1 || opts.percent > 99) {
        throw new OpsError('invalid', 'invalid_percent', 'The canary share must be 1 to 99 %.', 'Indique un porcentaje entre 1 y 99.');
      }
      let version = opts.version;
      if (opts.fromDir) {
        const fromDir = path.resolve(opts.fromDir);
        const meta = await this.inspectBuild(fromDir, remote);
        version = assertVersion(opts.version ?? meta.version);
        const target = this.versionDir(remote, version);
        if (await exists(target)) await this.assertSameFiles(remote, version, fromDir, target);
        else await this.copyIn(remote, version, fromDir, target);
      }
      if (!version) throw new OpsError('invalid', 'invalid_version', 'A canary needs a version.', 'Indique la versión del canario.');
      await this.assertKnownRemote(remote);
      const target = this.versionDir(remote, version);
      if (!(await exists(target))) {
        throw new OpsError(
          'not_found',
          'version_missing',
          `${remote} ${version} is not deployed.`,
          `La versión ${version} de ${remote} no está desplegada.`,
        );
      }
      await this.inspectBuild(target, remote);
      const pointers = await this.readPointers();
      const pointer = pointers.remotes[remote];
      if (!pointer?.version) {
        throw new OpsError(
          'conflict',
          'no_stable',
          `${remote} has no active version to compare a canary with.`,
          `${remote} no tiene una versión activa; despliéguela primero.`,
        );
      }
      if (pointer.canary) {
        throw new OpsError(
          'conflict',
          'canary_running',
          `${remote} already runs the canary ${pointer.canary.version}; promote or abort it first.`,
          `${remote} ya tiene el canario ${pointer.canary.version}; promuévalo o abórtelo primero.`,
        );
      }
      if (pointer.version === version) {
        throw new OpsError(
          'conflict',
          'already_active',
          `${remote} ${version} is already the active version.`,
          `La versión ${version} de ${remote} ya está activa.`,
        );
      }
      const since = this.now().toISOString();
      await this.writePointers(
        pointers,
        remote,
        { ...pointer, canary: { version, entry: entryUrl(remote, version), percent: opts.percent, since } },
        {
          remote,
          from: pointer.version,
          to: version,
          who: opts.who,
          when: since,
          action: 'canary',
          percent: opts.percent,
        },
      );
      return { remote, stable: pointer.version, canary: version, percent: opts.percent };
    });
  }

  /** The canary becomes the active version for every browser. */
  promoteCanary(remote: string, who: string): Promise<MoveResult> {
    return this.serial(async () => {
      const { pointers, pointer, canary } = await this.runningCanary(remote);
      const { canary: _dropped, ...stable } = pointer;
      void _dropped;
      const when = this.now().toISOString();
      await this.writePointers(
        pointers,
        remote,
        { ...stable, version: canary.version, entry: canary.entry },
        {
          remote,
          from: pointer.version ?? null,
          to: canary.version,
          who: who || 'unknown',
          when,
          action: 'promote',
          percent: canary.percent,
        },
      );
      return { remote, from: pointer.version ?? null, to: canary.version };
    });
  }

  /**
   * Stops the canary: every browser gets the active version again (the canary's folder stays, so a
   * page that loaded it keeps working). With `onlyVersion`, only that canary (an automatic abort
   * decided on its signals does nothing once another one runs); null when there was nothing to stop.
   */
  abortCanary(remote: string, opts: { who: string; reason?: string; onlyVersion?: string }): Promise<MoveResult | null> {
    return this.serial(async () => {
      if (opts.onlyVersion) {
        const current = (await this.readPointers()).remotes[remote]?.canary;
        if (!current || current.version !== opts.onlyVersion) return null;
      }
      const { pointers, pointer, canary } = await this.runningCanary(remote);
      const { canary: _dropped, ...stable } = pointer;
      void _dropped;
      await this.writePointers(pointers, remote, stable, {
        remote,
        from: canary.version,
        to: pointer.version ?? canary.version,
        who: opts.who || 'unknown',
        when: this.now().toISOString(),
        action: 'abort',
        percent: canary.percent,
        ...(opts.reason ? { reason: opts.reason } : {}),
      });
      return { remote, from: canary.version, to: pointer.version ?? canary.version };
    });
  }

  // ---------------------------------------------------------------- helpers

  private async runningCanary(remote: string) {
    assertRemoteName(remote);
    const pointers = await this.readPointers();
    const pointer = pointers.remotes[remote];
    if (!pointer?.canary) {
      throw new OpsError('conflict', 'no_canary', `${remote} runs no canary.`, `${remote} no tiene un canario en curso.`);
    }
    return { pointers, pointer, canary: pointer.canary };
  }

  private async assertKnownRemote(remote: string): Promise<void> {
    const pointers = await this.readPointers();
    if (!pointers.remotes[remote] && !(await exists(path.join(this.dir, remote)))) {
      throw new OpsError(
        'not_found',
        'unknown_remote',
        `Unknown remote ${remote}: nothing has been deployed for it.`,
        `El micro-frontend ${remote} no existe o no tiene versiones desplegadas.`,
      );
    }
  }

  private async moveTo(remote: string, version: string, who: string, action: HistoryAction): Promise<MoveResult> {
    await this.assertKnownRemote(remote);
    const target = this.versionDir(remote, version);
    if (!(await exists(target))) {
      throw new OpsError(
        'not_found',
        'version_missing',
        `${remote} ${version} is not deployed (no folder ${target}).`,
        `La versión ${version} de ${remote} no está desplegada.`,
      );
    }
    const meta = await this.inspectBuild(target, remote);
    const pointers = await this.readPointers();
    const from = pointers.remotes[remote]?.version ?? null;
    if (from === version) {
      throw new OpsError(
        'conflict',
        'already_active',
        `${remote} ${version} is already the active version.`,
        `La versión ${version} de ${remote} ya está activa.`,
      );
    }
    await this.movePointer(pointers, remote, meta.name, version, who, action);
    return { remote, from, to: version };
  }

  private async assertSameFiles(remote: string, version: string, fromDir: string, target: string): Promise<void> {
    const [incoming, deployed] = await Promise.all([hashTree(fromDir), hashTree(target)]);
    const differing = diffTrees(incoming, deployed);
    if (differing.length) {
      const shown = differing.slice(0, 5).join(', ') + (differing.length > 5 ? `, … (${differing.length} files)` : '');
      throw new OpsError(
        'conflict',
        'version_conflict',
        `${remote} ${version} is already deployed with different files (${shown}). ` +
          `Version folders are immutable: bump the version in ${remote}/package.json and build again.`,
        `La versión ${version} de ${remote} ya está desplegada con otros archivos; publique una versión nueva.`,
      );
    }
  }

  /** Copies to a temp folder, then renames it into place; false when another process won the race. */
  private async copyIn(remote: string, version: string, fromDir: string, target: string): Promise<boolean> {
    const remoteDir = path.dirname(target);
    await fs.mkdir(remoteDir, { recursive: true });
    const tmp = path.join(remoteDir, tempName(version));
    try {
      await fs.cp(fromDir, tmp, { recursive: true, errorOnExist: true, force: false });
      await fs.rename(tmp, target);
    } catch (err) {
      await fs.rm(tmp, { recursive: true, force: true });
      // Another process created the same version meanwhile: fine if it holds the same files.
      if (await exists(path.join(target, META_FILE))) {
        await this.assertSameFiles(remote, version, fromDir, target);
        return false;
      }
      throw err;
    }
    return true;
  }

  private async movePointer(
    pointers: RemotesFile,
    remote: string,
    containerName: string,
    version: string,
    who: string,
    action: HistoryAction,
  ): Promise<void> {
    const from = pointers.remotes[remote]?.version ?? null;
    const when = this.now().toISOString();
    // A move of the stable pointer ends any canary of the remote (its folder stays).
    await this.writePointers(
      pointers,
      remote,
      { name: containerName, version, entry: entryUrl(remote, version) },
      { remote, from, to: version, who: who || 'unknown', when, action },
    );
  }

  /** Writes remotes.json atomically with one remote's new pointer, then appends the history entry (under the lock). */
  private async writePointers(pointers: RemotesFile, remote: string, pointer: RemotePointer, entry: HistoryEntry): Promise<void> {
    const remotes: Record<string, RemotePointer> = {};
    const next = { ...pointers.remotes, [remote]: pointer };
    for (const key of Object.keys(next).sort()) remotes[key] = next[key];
    const file: RemotesFile = { updatedAt: entry.when, remotes };
    await writeFileAtomic(path.join(this.dir, POINTER_FILE), `${JSON.stringify(file, null, 2)}\n`);
    await fs.appendFile(path.join(this.dir, HISTORY_FILE), `${JSON.stringify(entry)}\n`);
  }
}
