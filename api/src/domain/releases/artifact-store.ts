import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  entryUrl,
  type ArtifactStoreOptions,
  type BuildMeta,
  type CanaryResult,
  type DeployResult,
  type HistoryAction,
  type HistoryEntry,
  type MoveResult,
  type RemoteStatus,
  type RemotesFile,
  type VersionBucket,
  type VersionInfo,
} from './artifactTypes';
import { inspectBuild } from './buildInspection';
import { OpsError } from './errors';
import { previousVersion } from './history';
import { FolderState } from './folderState';
import { assertRemoteName, assertVersion, compareVersions, isRemoteName } from './names';
import { machineName, type ReleaseState, type ReleaseTx, type StoredVersion } from './releaseState';
import { META_FILE, diffTrees, exists, hashTree, tempName, treeDigest } from './tree';
import { ensureLocalVersion } from './versionCache';

// The store's public surface: its types, the build inspection, the history rule and the lock.
export * from './artifactTypes';
export { previousVersion } from './history';
export { withLockFile } from './lockFile';
export { type ReleaseState } from './releaseState';

/**
 * The artifact store: immutable version folders `<dir>/<remote>/<version>/` (with S3_BUCKET, a
 * cache of the bucket's `remotes/<remote>/<version>/`), one pointer per remote and an append-only
 * history kept by a ReleaseState (the folder's remotes.json and history.jsonl, or PostgreSQL).
 * Used by the ops CLI, `npm start` and the ops API.
 */

export class ArtifactStore {
  readonly dir: string;
  readonly state: ReleaseState;
  readonly bucket: VersionBucket | null;
  private readonly opts: ArtifactStoreOptions;
  private readonly machine: string;

  constructor(opts: ArtifactStoreOptions) {
    this.opts = opts;
    this.dir = path.resolve(opts.artifactsDir);
    this.state = opts.state ?? new FolderState(this.dir);
    this.bucket = opts.bucket ?? null;
    this.machine = opts.machine ?? machineName();
  }

  /** Lets go of what the CLI opened for this store (its database connection, its S3 client). */
  async close(): Promise<void> {
    this.bucket?.close?.();
    await this.state.close?.();
  }

  private now(): Date {
    return this.opts.now ? this.opts.now() : new Date();
  }

  versionDir(remote: string, version: string): string {
    return path.join(this.dir, assertRemoteName(remote), assertVersion(version));
  }

  // ---------------------------------------------------------------- reading

  readPointers(): Promise<RemotesFile> {
    return this.state.readPointers();
  }

  history(remote?: string): Promise<HistoryEntry[]> {
    return this.state.history(remote);
  }

  async versions(remote: string): Promise<VersionInfo[]> {
    const stored = await this.state.versions(assertRemoteName(remote));
    return stored
      .map((v) => ({ version: v.version, contractsVersion: v.contractsVersion, builtAt: v.builtAt }))
      .sort((a, b) => compareVersions(a.version, b.version));
  }

  /** Whether `remote` `version` was ever stored (by any machine sharing the state). */
  hasVersion(remote: string, version: string): Promise<boolean> {
    return this.state.hasVersion(remote, version);
  }

  /** Makes sure this machine's folder holds the version (fetched from the bucket when missing); false when it cannot. */
  ensureLocal(remote: string, version: string): Promise<boolean> {
    return ensureLocalVersion(this.dir, this.bucket, assertRemoteName(remote), assertVersion(version), () =>
      this.state.findVersion(remote, version),
    );
  }

  async status(): Promise<RemoteStatus[]> {
    const [pointers, stored] = await Promise.all([this.readPointers(), this.state.versions()]);
    const names = new Set<string>(this.opts.knownRemotes ?? []);
    for (const name of Object.keys(pointers.remotes)) if (isRemoteName(name)) names.add(name);
    for (const v of stored) if (isRemoteName(v.remote)) names.add(v.remote);
    const result: RemoteStatus[] = [];
    for (const remote of [...names].sort()) {
      const canary = pointers.remotes[remote]?.canary;
      result.push({
        remote,
        active: pointers.remotes[remote]?.version ?? null,
        versions: stored
          .filter((v) => v.remote === remote)
          .map((v) => ({ version: v.version, contractsVersion: v.contractsVersion, builtAt: v.builtAt }))
          .sort((a, b) => compareVersions(a.version, b.version)),
        canary: canary ? { version: canary.version, percent: canary.percent, since: canary.since } : null,
      });
    }
    return result;
  }

  /**
   * The first use of the shared state on an empty database adopts this machine's folder state (its
   * remotes.json, history.jsonl and version folders, uploaded to the bucket when there is one), so
   * moving an installation from the folder to PostgreSQL keeps what is live. Returns the number of
   * pointers adopted; 0 when the shared state already has a release or the folder has none.
   */
  async adoptFolderState(): Promise<number> {
    if (this.state.kind !== 'database') return 0;
    const folder = new FolderState(this.dir);
    const [pointers, history, versions] = await Promise.all([folder.readPointers(), folder.history(), folder.versions()]).catch(
      () => [null, [], []] as const,
    );
    const adopted = Object.entries(pointers?.remotes ?? {}).filter(([remote]) => isRemoteName(remote));
    if (!adopted.length) return 0;
    return this.state.transaction(async (tx) => {
      if (Object.keys((await tx.readPointers()).remotes).length || (await tx.history()).length) return 0;
      for (const v of versions) {
        if (!v.container) continue; // not a build folder
        const dir = this.versionDir(v.remote, v.version);
        const hashes = await hashTree(dir);
        if (this.bucket) await this.bucket.upload(v.remote, v.version, dir);
        await tx.recordVersion({ ...v, filesHash: treeDigest(hashes), files: Object.fromEntries(hashes) });
      }
      for (const entry of history) await tx.appendHistory(entry);
      for (const [remote, pointer] of adopted) await tx.setPointer(remote, pointer, pointers?.updatedAt || this.now().toISOString());
      return adopted.length;
    });
  }

  // ------------------------------------------------------------- validation

  /** Reads and checks a build folder (a dist/ or a version folder) of `remote` (buildInspection.ts). */
  inspectBuild(dir: string, remote: string): Promise<BuildMeta> {
    return inspectBuild(dir, remote, this.opts.shellContractsVersion);
  }

  // -------------------------------------------------------------- mutations

  /**
   * Stores a build as `<remote>/<version>` (unless that version already holds the same files) and
   * points the remote at it. `version` overrides the folder name (default: the build's own version).
   */
  async deploy(remote: string, opts: { fromDir: string; who: string; version?: string }): Promise<DeployResult> {
    assertRemoteName(remote);
    const fromDir = path.resolve(opts.fromDir);
    return this.state.transaction(async (tx) => {
      const meta = await this.inspectBuild(fromDir, remote);
      const version = assertVersion(opts.version ?? meta.version);
      const hashes = await hashTree(fromDir);
      const stored = await this.storeVersion(tx, remote, version, meta, fromDir, hashes);
      const pointers = await tx.readPointers();
      const from = pointers.remotes[remote]?.version ?? null;
      if (from === version) return { remote, version, from, outcome: stored ? ('deployed' as const) : ('unchanged' as const) };
      await this.movePointer(tx, pointers, remote, meta.name, version, opts.who, 'deploy');
      return { remote, version, from, outcome: stored ? ('deployed' as const) : ('activated' as const) };
    });
  }

  /**
   * Stores a build as a version without moving any pointer (a team publishes, then previews,
   * starts a canary or activates it). The same files under the same version again are no change.
   */
  async publish(
    remote: string,
    opts: { fromDir: string; who?: string; checks?: (version: string, live: string | null) => Promise<void> },
  ): Promise<{ remote: string; version: string; outcome: 'stored' | 'unchanged' }> {
    assertRemoteName(remote);
    const fromDir = path.resolve(opts.fromDir);
    return this.state.transaction(async (tx) => {
      const meta = await this.inspectBuild(fromDir, remote);
      const version = assertVersion(meta.version);
      const live = (await tx.readPointers()).remotes[remote]?.version ?? null;
      // A version already stored is only compared file by file (the same build again is no change).
      if (opts.checks && !(await tx.findVersion(remote, version))) await opts.checks(version, live);
      const stored = await this.storeVersion(tx, remote, version, meta, fromDir, await hashTree(fromDir));
      // Who published a version, and from which machine, is part of its story (the deployments screen).
      if (stored && opts.who) {
        await tx.appendHistory(
          this.entry({ remote, from: live, to: version, who: opts.who, when: this.now().toISOString(), action: 'publish' }),
        );
      }
      return { remote, version, outcome: stored ? ('stored' as const) : ('unchanged' as const) };
    });
  }

  /** Records that `who` was given a preview link of a stored version (refused when it is not stored). */
  recordPreview(remote: string, version: string, who: string): Promise<void> {
    assertRemoteName(remote);
    assertVersion(version);
    return this.state.transaction(async (tx) => {
      await this.assertKnownRemote(tx, remote);
      if (!(await tx.findVersion(remote, version))) {
        throw new OpsError(
          'not_found',
          'version_missing',
          `${remote} ${version} is not stored.`,
          `La versión ${version} de ${remote} no está publicada.`,
        );
      }
      const live = (await tx.readPointers()).remotes[remote]?.version ?? null;
      await tx.appendHistory(this.entry({ remote, from: live, to: version, who, when: this.now().toISOString(), action: 'preview' }));
    });
  }

  /** Points `remote` at an already deployed version. */
  activate(remote: string, version: string, who: string): Promise<MoveResult> {
    assertRemoteName(remote);
    assertVersion(version);
    return this.state.transaction((tx) => this.moveTo(tx, remote, version, who, 'activate'));
  }

  /** Moves `remote` back to `to`, by default the version that was active before the current one. */
  rollback(remote: string, opts: { to?: string; who: string }): Promise<MoveResult> {
    assertRemoteName(remote);
    return this.state.transaction(async (tx) => {
      await this.assertKnownRemote(tx, remote);
      let to = opts.to;
      if (to === undefined || to === null || to === '') {
        const pointers = await tx.readPointers();
        const active = pointers.remotes[remote]?.version ?? null;
        const previous = previousVersion(await tx.history(remote), active);
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
      return this.moveTo(tx, remote, to, opts.who, 'rollback');
    });
  }

  /**
   * Starts a canary: `version` (stored from `fromDir` first when given, else already in the
   * store) for `percent` % of browsers; the others keep the active version. One canary at a time.
   */
  async startCanary(remote: string, opts: { version?: string; fromDir?: string; percent: number; who: string }): Promise<CanaryResult> {
    assertRemoteName(remote);
    if (!Number.isInteger(opts.percent) || opts.percent < 1 || opts.percent > 99) {
      throw new OpsError('invalid', 'invalid_percent', 'The canary share must be 1 to 99 %.', 'Indique un porcentaje entre 1 y 99.');
    }
    return this.state.transaction(async (tx) => {
      let version = opts.version;
      if (opts.fromDir) {
        const fromDir = path.resolve(opts.fromDir);
        const meta = await this.inspectBuild(fromDir, remote);
        version = assertVersion(opts.version ?? meta.version);
        await this.storeVersion(tx, remote, version, meta, fromDir, await hashTree(fromDir));
      }
      if (!version) throw new OpsError('invalid', 'invalid_version', 'A canary needs a version.', 'Indique la versión del canario.');
      const canaryVersion = version;
      await this.assertKnownRemote(tx, remote);
      await this.deployedVersion(tx, remote, canaryVersion);
      const pointers = await tx.readPointers();
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
      if (pointer.version === canaryVersion) {
        throw new OpsError(
          'conflict',
          'already_active',
          `${remote} ${canaryVersion} is already the active version.`,
          `La versión ${canaryVersion} de ${remote} ya está activa.`,
        );
      }
      const since = this.now().toISOString();
      await tx.writePointer(
        remote,
        { ...pointer, canary: { version: canaryVersion, entry: entryUrl(remote, canaryVersion), percent: opts.percent, since } },
        this.entry({
          remote,
          from: pointer.version,
          to: canaryVersion,
          who: opts.who,
          when: since,
          action: 'canary',
          percent: opts.percent,
        }),
      );
      return { remote, stable: pointer.version, canary: canaryVersion, percent: opts.percent };
    });
  }

  /** The canary becomes the active version for every browser. */
  promoteCanary(remote: string, who: string): Promise<MoveResult> {
    return this.state.transaction(async (tx) => {
      const { pointer, canary } = await this.runningCanary(tx, remote);
      const { canary: _dropped, ...stable } = pointer;
      void _dropped;
      await tx.writePointer(
        remote,
        { ...stable, version: canary.version, entry: canary.entry },
        this.entry({
          remote,
          from: pointer.version ?? null,
          to: canary.version,
          who,
          when: this.now().toISOString(),
          action: 'promote',
          percent: canary.percent,
        }),
      );
      return { remote, from: pointer.version ?? null, to: canary.version };
    });
  }

  /**
   * Stops the canary: every browser gets the active version again (the canary's files stay, so a
   * page that loaded it keeps working). With `onlyVersion`, only that canary (an automatic abort
   * decided on its signals does nothing once another one runs); null when there was nothing to stop.
   */
  abortCanary(remote: string, opts: { who: string; reason?: string; onlyVersion?: string }): Promise<MoveResult | null> {
    return this.state.transaction(async (tx) => {
      if (opts.onlyVersion) {
        const current = (await tx.readPointers()).remotes[remote]?.canary;
        if (!current || current.version !== opts.onlyVersion) return null;
      }
      const { pointer, canary } = await this.runningCanary(tx, remote);
      const { canary: _dropped, ...stable } = pointer;
      void _dropped;
      await tx.writePointer(
        remote,
        stable,
        this.entry({
          remote,
          from: canary.version,
          to: pointer.version ?? canary.version,
          who: opts.who,
          when: this.now().toISOString(),
          action: 'abort',
          percent: canary.percent,
          ...(opts.reason ? { reason: opts.reason } : {}),
        }),
      );
      return { remote, from: canary.version, to: pointer.version ?? canary.version };
    });
  }

  // ---------------------------------------------------------------- helpers

  /** A history entry with who ('unknown' when empty) and this machine. */
  private entry(e: HistoryEntry): HistoryEntry {
    return { ...e, who: e.who || 'unknown', machine: this.machine };
  }

  private async runningCanary(tx: ReleaseTx, remote: string) {
    assertRemoteName(remote);
    const pointers = await tx.readPointers();
    const pointer = pointers.remotes[remote];
    if (!pointer?.canary) {
      throw new OpsError('conflict', 'no_canary', `${remote} runs no canary.`, `${remote} no tiene un canario en curso.`);
    }
    return { pointers, pointer, canary: pointer.canary };
  }

  private async assertKnownRemote(tx: ReleaseTx, remote: string): Promise<void> {
    const pointers = await tx.readPointers();
    if (pointers.remotes[remote]) return;
    if ((await this.state.versions(remote)).length || (await exists(path.join(this.dir, remote)))) return;
    throw new OpsError(
      'not_found',
      'unknown_remote',
      `Unknown remote ${remote}: nothing has been deployed for it.`,
      `El micro-frontend ${remote} no existe o no tiene versiones desplegadas.`,
    );
  }

  /**
   * The stored version `remote` `version`, checked against this shell: from this machine's folder
   * (fetched from the bucket first when missing), else from what the state recorded of it.
   */
  private async deployedVersion(tx: ReleaseTx, remote: string, version: string): Promise<{ container: string }> {
    const target = this.versionDir(remote, version);
    const known = await tx.findVersion(remote, version);
    if (!known) {
      throw new OpsError(
        'not_found',
        'version_missing',
        `${remote} ${version} is not deployed (no folder ${target}).`,
        `La versión ${version} de ${remote} no está desplegada.`,
      );
    }
    if (await this.ensureLocal(remote, version)) {
      const meta = await this.inspectBuild(target, remote);
      return { container: meta.name };
    }
    return { container: known.container };
  }

  private async moveTo(tx: ReleaseTx, remote: string, version: string, who: string, action: HistoryAction): Promise<MoveResult> {
    await this.assertKnownRemote(tx, remote);
    const { container } = await this.deployedVersion(tx, remote, version);
    const pointers = await tx.readPointers();
    const from = pointers.remotes[remote]?.version ?? null;
    if (from === version) {
      throw new OpsError(
        'conflict',
        'already_active',
        `${remote} ${version} is already the active version.`,
        `La versión ${version} de ${remote} ya está activa.`,
      );
    }
    await this.movePointer(tx, pointers, remote, container, version, who, action);
    return { remote, from, to: version };
  }

  /**
   * Stores `remote` `version` from `fromDir` under the lock: refused when the version is already
   * stored with other files (versions are immutable); else copied into this machine's folder,
   * uploaded to the bucket and recorded. True when the version is new.
   */
  private async storeVersion(
    tx: ReleaseTx,
    remote: string,
    version: string,
    meta: BuildMeta,
    fromDir: string,
    hashes: Map<string, string>,
  ): Promise<boolean> {
    const target = this.versionDir(remote, version);
    const known: StoredVersion | null = await tx.findVersion(remote, version);
    if (known) {
      const theirs = known.files ? new Map(Object.entries(known.files)) : await hashTree(target);
      this.assertSameHashes(remote, version, hashes, theirs);
      if (!(await exists(target))) await this.copyIn(remote, version, fromDir, target, hashes);
      return false;
    }
    // A folder no state recorded (left from before the state moved to the database) must hold the same files.
    let copied: boolean;
    if (await exists(target)) {
      this.assertSameHashes(remote, version, hashes, await hashTree(target));
      copied = false;
    } else {
      copied = await this.copyIn(remote, version, fromDir, target, hashes);
    }
    if (this.state.kind === 'folder') return copied;
    if (this.bucket) await this.bucket.upload(remote, version, target);
    await tx.recordVersion({
      remote,
      version,
      container: meta.name,
      contractsVersion: meta.contractsVersion,
      builtAt: meta.builtAt ?? null,
      filesHash: treeDigest(hashes),
      files: Object.fromEntries(hashes),
    });
    return true;
  }

  private assertSameHashes(remote: string, version: string, incoming: Map<string, string>, deployed: Map<string, string>): void {
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
  private async copyIn(remote: string, version: string, fromDir: string, target: string, hashes: Map<string, string>): Promise<boolean> {
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
        this.assertSameHashes(remote, version, hashes, await hashTree(target));
        return false;
      }
      throw err;
    }
    return true;
  }

  private async movePointer(
    tx: ReleaseTx,
    pointers: RemotesFile,
    remote: string,
    containerName: string,
    version: string,
    who: string,
    action: HistoryAction,
  ): Promise<void> {
    const from = pointers.remotes[remote]?.version ?? null;
    // A move of the stable pointer ends any canary of the remote (its files stay).
    await tx.writePointer(
      remote,
      { name: containerName, version, entry: entryUrl(remote, version) },
      this.entry({ remote, from, to: version, who, when: this.now().toISOString(), action }),
    );
  }
}
