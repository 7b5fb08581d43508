/**
 * Ops command line for the independent delivery of the micro-frontends.
 *
 *   npm run remotes -- status
 *   npm run remotes -- history [<remote>]
 *   npm run remotes -- deploy <remote> [--rebuild] [--from <dir>]
 *   npm run remotes -- deploy --all [--local] [--missing]
 *   npm run remotes -- rollback <remote> [--to <version>]
 *   npm run remotes -- deploy <remote> --canary <percent> [--from <dir>]
 *   npm run remotes -- canary <remote> promote|abort
 *   npm run remotes -- publish <remote> --site <url> --key <key> [--from <dir>]   (from a team's pipeline)
 *   npm run remotes -- preview <remote> <version> --site <url> --key <key>         (prints a preview link)
 *
 * `who` in the history is $INPRO_OPERATOR, else the OS user.
 */
import os from 'node:os';
import path from 'node:path';
import { releaseStateOf, s3Settings } from '../config';
import { openDatabase } from '../db';
import { ArtifactStore, DeployResult, HistoryEntry } from '../domain/releases/artifact-store';
import { DatabaseState } from '../domain/releases/databaseState';
import { S3VersionBucket } from '../domain/releases/s3VersionBucket';
import { StorageUnavailableError, type S3Settings } from '../storage';
import { OpsError, isOpsError } from '../domain/releases/errors';
import { exists, hashTree, readJson, treeDigest } from '../domain/releases/tree';
import { ensureRemoteBuild, repoRemotes, shellContractsVersion } from '../domain/releases/workspace';
import { previewLink, publishBuild, startKeyCanary, waitForDecision } from './publish';

export interface CliEnv {
  repoRoot: string;
  artifactsDir: string;
  /** PostgreSQL of the API (DATABASE_URL): the release state shared with every API machine; null = the folder's. */
  databaseUrl?: string | null;
  releaseState?: 'database' | 'folder';
  /** The bucket versions are uploaded to (S3_BUCKET, …), used with the shared state. */
  s3?: S3Settings | null;
  who: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** A team's deploy key for `publish` when --key is not given ($INPRO_DEPLOY_KEY). */
  deployKey?: string | null;
  /** How often `publish --wait` asks the site (ms, default 5000). */
  waitIntervalMs?: number;
  /** The HTTP client of `publish` (tests). */
  fetchImpl?: typeof fetch;
}

const USAGE = `Usage: npm run remotes -- <command>

  status                                   each remote: active version, versions available
  history [<remote>]                       every pointer move (who, when, from, to)
  deploy <remote> [--rebuild] [--from <dir>]
                                           copy a build into <artifacts>/<remote>/<version>/ and activate it
                                           (builds the remote alone when its dist/ is missing)
  deploy --all [--local] [--missing]       deploy every remote's dist/ (--local: a changed build whose
                                           version is taken is deployed as <version>+local.<hash>;
                                           --missing: only remotes with no active version, the others
                                           are left as they are and a differing local build is reported)
  rollback <remote> [--to <version>]       point the remote back (default: the previously active version)
  deploy <remote> --canary <percent> [--from <dir>] [--rebuild]
                                           copy the build in and serve it to <percent> % of browsers (sticky
                                           per browser); aborted by itself when its error rate is clearly worse
  canary <remote> promote                  the running canary for every browser
  canary <remote> abort                    every browser back on the stable version (the canary's files stay)
  publish <remote> --site <url> --key <key> [--from <dir>] [--rollback] [--canary <percent> [--wait [--timeout <min>]]]
                                           upload the build (default <remote>/dist) to a running site with the
                                           team's deploy key (or $INPRO_DEPLOY_KEY); it is stored, not activated
                                           (--rollback: a version lower than the live one is accepted; --canary:
                                           start it as a canary that promotes itself; --wait: print the decision,
                                           exit 0 promoted, 1 aborted)
  preview <remote> <version> --site <url> --key <key>
                                           print a short-lived signed link: the browser that opens it sees that
                                           published version of the remote (banner «Vista previa»), everyone else the live one`;

interface Parsed {
  positional: string[];
  flags: Record<string, string | true>;
}

export function parseArgs(argv: string[]): Parsed {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [key, inline] = a.slice(2).split(/=(.*)/s);
      if (inline !== undefined) flags[key] = inline;
      else if (
        ['from', 'to', 'canary', 'site', 'key', 'timeout'].includes(key) &&
        argv[i + 1] !== undefined &&
        !argv[i + 1].startsWith('--')
      )
        flags[key] = argv[++i];
      else flags[key] = true;
    } else {
      positional.push(a);
    }
  }
  return { positional, flags };
}

function usageError(message: string): OpsError {
  return new OpsError('invalid', 'invalid_remote', `${message}\n\n${USAGE}`, message);
}

function formatEntry(e: HistoryEntry): string {
  const share = e.percent !== undefined && e.action === 'canary' ? ` (${e.percent} %)` : '';
  const why = e.reason ? `: ${e.reason}` : '';
  return `${e.when}  ${e.remote.padEnd(14)} ${e.action.padEnd(9)} ${(e.from ?? '-').padStart(8)} -> ${e.to.padEnd(10)} by ${e.who}${share}${why}`;
}

function describeDeploy(r: DeployResult): string {
  if (r.outcome === 'unchanged') return `${r.remote} ${r.version} is already active with identical files; nothing changed.`;
  const how = r.outcome === 'deployed' ? 'deployed' : 'already in the store, activated';
  return `${r.remote} ${r.version} ${how} (was ${r.from ?? 'not deployed'}).`;
}

/** Version of the remote's current dist/ build, if any. */
async function localBuildVersion(repoRoot: string, remote: string): Promise<string | null> {
  try {
    const meta = await readJson<{ version?: unknown }>(path.join(repoRoot, remote, 'dist', 'inpro-meta.json'));
    return typeof meta.version === 'string' ? meta.version : null;
  } catch {
    return null;
  }
}

/**
 * The store the API uses: with DATABASE_URL (RELEASE_STATE=database) the shared state in PostgreSQL
 * and, with S3_BUCKET, the bucket every machine fetches versions from; else the artifacts folder.
 */
export async function createStore(env: CliEnv): Promise<ArtifactStore> {
  const knownRemotes = await repoRemotes(env.repoRoot);
  const shared = (env.releaseState ?? (env.databaseUrl ? 'database' : 'folder')) === 'database' && Boolean(env.databaseUrl);
  if (!shared) {
    return new ArtifactStore({
      artifactsDir: env.artifactsDir,
      shellContractsVersion: () => shellContractsVersion(env.repoRoot),
      knownRemotes,
    });
  }
  const database = await openDatabase({ databaseUrl: env.databaseUrl as string, pgliteDir: null });
  const state = new DatabaseState(database);
  const store = new ArtifactStore({
    artifactsDir: env.artifactsDir,
    shellContractsVersion: () => shellContractsVersion(env.repoRoot),
    knownRemotes,
    state: Object.assign(state, { close: () => database.close() }),
    bucket: env.s3 ? new S3VersionBucket(env.s3) : null,
  });
  try {
    const adopted = await store.adoptFolderState();
    if (adopted)
      env.out(`The shared release state (PostgreSQL) adopted ${adopted} pointer(s), the history and the versions of ${env.artifactsDir}.`);
  } catch (err) {
    await store.close();
    throw err;
  }
  return store;
}

/** Runs one command; returns the process exit code (0 ok, 1 refused, 2 usage). */
export async function runCli(argv: string[], env: CliEnv): Promise<number> {
  const { positional, flags } = parseArgs(argv);
  const [command, remoteArg] = positional;
  // Publishing talks to a running site over HTTP: no local store, database or bucket is opened.
  if (command === 'publish') return publishCommand(remoteArg, flags, env);
  if (command === 'preview') return previewCommand(remoteArg, positional[2], flags, env);
  let store: ArtifactStore | null = null;
  try {
    store = await createStore(env);
    switch (command) {
      case 'status': {
        const status = await store.status();
        const history = await store.history();
        env.out(`Artifacts: ${store.dir}${store.state.kind === 'database' ? ' (release state: PostgreSQL)' : ''}`);
        env.out(`${'REMOTE'.padEnd(16)}${'ACTIVE'.padEnd(22)}${'LOCAL BUILD'.padEnd(14)}VERSIONS AVAILABLE (* = active)`);
        for (const r of status) {
          const versions = r.versions.map((v) => (v.version === r.active ? `${v.version}*` : v.version)).join(', ') || '-';
          const local = await localBuildVersion(env.repoRoot, r.remote);
          env.out(`${r.remote.padEnd(16)}${(r.active ?? '(not deployed)').padEnd(22)}${(local ?? '-').padEnd(14)}${versions}`);
          if (r.canary) env.out(`${''.padEnd(16)}canary ${r.canary.version} for ${r.canary.percent} % of browsers since ${r.canary.since}`);
        }
        const recent = history.slice(-5);
        if (recent.length) {
          env.out('\nLast changes:');
          for (const e of recent) env.out(`  ${formatEntry(e)}`);
        }
        return 0;
      }
      case 'history': {
        const entries = await store.history(remoteArg);
        if (!entries.length) env.out(remoteArg ? `No changes recorded for ${remoteArg}.` : 'No changes recorded.');
        for (const e of entries) env.out(formatEntry(e));
        return 0;
      }
      case 'deploy': {
        if (flags.all) return await deployAll(store, env, { local: Boolean(flags.local), missingOnly: Boolean(flags.missing) });
        if (!remoteArg) throw usageError('deploy needs a remote, e.g. deploy mf-public');
        if (flags.canary === true) throw usageError('--canary needs a share of browsers, e.g. --canary 10');
        let fromDir: string;
        if (typeof flags.from === 'string') {
          fromDir = path.resolve(flags.from);
        } else {
          const check = await ensureRemoteBuild(env.repoRoot, remoteArg, { rebuild: Boolean(flags.rebuild), log: env.out });
          if (check.stale) env.err(`Note: ${remoteArg}/src has changes newer than ${remoteArg}/dist; use --rebuild to build it again.`);
          fromDir = check.distDir;
        }
        if (typeof flags.canary === 'string') {
          const percent = Number(flags.canary);
          const res = await store.startCanary(remoteArg, { fromDir, percent, who: env.who });
          env.out(`${res.remote} ${res.canary} runs as a canary for ${res.percent} % of browsers; the others keep ${res.stable}.`);
          return 0;
        }
        env.out(describeDeploy(await store.deploy(remoteArg, { fromDir, who: env.who })));
        return 0;
      }
      case 'canary': {
        const move = positional[2];
        if (!remoteArg || (move !== 'promote' && move !== 'abort')) throw usageError('canary needs a remote and promote or abort');
        if (move === 'promote') {
          const res = await store.promoteCanary(remoteArg, env.who);
          env.out(`${res.remote} ${res.to} promoted to every browser (was ${res.from ?? '-'}).`);
        } else {
          const res = await store.abortCanary(remoteArg, { who: env.who, reason: 'Abortado a mano (línea de comandos).' });
          env.out(`${remoteArg} canary ${res?.from ?? '-'} aborted; every browser gets ${res?.to ?? '-'}.`);
        }
        return 0;
      }
      case 'rollback': {
        if (!remoteArg) throw usageError('rollback needs a remote, e.g. rollback mf-public');
        const to = typeof flags.to === 'string' ? flags.to : undefined;
        if (flags.to === true) throw usageError('--to needs a version, e.g. --to 1.0.0');
        const res = await store.rollback(remoteArg, { to, who: env.who });
        env.out(`${res.remote} rolled back: ${res.from ?? '-'} -> ${res.to}. Other remotes unchanged.`);
        return 0;
      }
      case undefined:
      case 'help':
      case '--help':
        env.out(USAGE);
        return command ? 0 : 2;
      default:
        throw usageError(`Unknown command: ${command}`);
    }
  } catch (err) {
    if (err instanceof StorageUnavailableError) {
      env.err(
        `Failed: the bucket (S3_BUCKET) cannot be reached or read; nothing was recorded, try again. (${String((err.cause as Error | undefined)?.message ?? err.message)})`,
      );
      return 1;
    }
    if (isOpsError(err)) {
      env.err(`Refused: ${err.message}`);
      return command && ['status', 'history', 'deploy', 'rollback', 'canary'].includes(command) ? 1 : 2;
    }
    throw err;
  } finally {
    await store?.close();
  }
}

async function previewCommand(
  remote: string | undefined,
  version: string | undefined,
  flags: Parsed['flags'],
  env: CliEnv,
): Promise<number> {
  const key = typeof flags.key === 'string' ? flags.key : env.deployKey;
  if (!remote || !version || typeof flags.site !== 'string' || !key) {
    env.err(`preview needs a remote, a version, --site <url> and --key <key> (or $INPRO_DEPLOY_KEY)\n\n${USAGE}`);
    return 2;
  }
  try {
    const answer = await previewLink({ site: flags.site, key, remote, version, fetchImpl: env.fetchImpl });
    if (answer.status !== 200 || !answer.body.url) {
      env.err(`Refused (${answer.status}): ${answer.body.error ?? 'sin detalle'}`);
      return 1;
    }
    env.out(`Preview of ${remote} ${version} until ${answer.body.expiresAt}: ${answer.body.url}`);
    return 0;
  } catch (err) {
    env.err(`Failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

async function publishCommand(remote: string | undefined, flags: Parsed['flags'], env: CliEnv): Promise<number> {
  const key = typeof flags.key === 'string' ? flags.key : env.deployKey;
  if (!remote || typeof flags.site !== 'string' || !key) {
    env.err(`publish needs a remote, --site <url> and --key <key> (or $INPRO_DEPLOY_KEY)\n\n${USAGE}`);
    return 2;
  }
  if (flags.canary === true) {
    env.err(`--canary needs a share of browsers, e.g. --canary 10\n\n${USAGE}`);
    return 2;
  }
  const fromDir = typeof flags.from === 'string' ? path.resolve(flags.from) : path.join(env.repoRoot, remote, 'dist');
  try {
    const answer = await publishBuild({
      site: flags.site,
      key,
      remote,
      fromDir,
      rollback: Boolean(flags.rollback),
      fetchImpl: env.fetchImpl,
    });
    const { body } = answer;
    if (answer.status === 201) env.out(`${remote} ${body.version} published to ${flags.site} (stored, not live yet).`);
    else if (answer.status === 200) env.out(`${remote} ${body.version} was already published with the same files; nothing changed.`);
    else {
      env.err(`Refused (${answer.status}): ${body.error ?? 'sin detalle'}`);
      return 1;
    }
    if (flags.canary === undefined) return 0;
    const percent = Number(flags.canary);
    const common = { site: flags.site, key, remote, fetchImpl: env.fetchImpl, version: String(body.version) };
    const started = await startKeyCanary({ ...common, percent });
    if (started.status !== 200) {
      env.err(`Canary refused (${started.status}): ${started.body.error ?? 'sin detalle'}`);
      return 1;
    }
    env.out(`${remote} ${body.version} runs as a canary for ${percent} % of browsers; it promotes itself when its signals are not worse.`);
    if (!flags.wait) return 0;
    const began = Date.now();
    const decision = await waitForDecision({
      ...common,
      intervalMs: env.waitIntervalMs ?? 5000,
      timeoutMs: (typeof flags.timeout === 'string' ? Number(flags.timeout) : 60) * 60_000,
    });
    const took = `${Math.round((Date.now() - began) / 1000)} s`;
    if (decision === 'promoted') {
      env.out(`Decision: promoted. ${remote} ${body.version} is live for every browser (after ${took}).`);
      return 0;
    }
    env.out(
      decision === 'aborted'
        ? `Decision: aborted. ${remote} ${body.version} was stopped on its signals (after ${took}).`
        : `No decision after ${took}.`,
    );
    return 1;
  } catch (err) {
    env.err(`Failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

/**
 * Deploys the current dist/ of every remote. A remote whose active version already holds the
 * same files is skipped. With `local`, a build whose version folder is taken by other files is
 * deployed as `<version>+local.<hash>` instead of refused, so local work never overwrites a
 * version folder and still gets served. With `missingOnly` (used by `npm start`), a remote that
 * already has an active version is left as it is: starting the site must never move a release
 * (a restart after a `--from` deploy or during a canary would otherwise undo it).
 */
async function deployAll(store: ArtifactStore, env: CliEnv, opts: { local: boolean; missingOnly: boolean }): Promise<number> {
  let failures = 0;
  const status = opts.missingOnly ? await store.status() : [];
  for (const remote of await repoRemotes(env.repoRoot)) {
    const fromDir = path.join(env.repoRoot, remote, 'dist');
    const live = status.find((s) => s.remote === remote);
    if (live?.active) {
      await reportLocalBuild(store, env, remote, live.active, fromDir);
      continue;
    }
    try {
      env.out(describeDeploy(await store.deploy(remote, { fromDir, who: env.who })));
    } catch (err) {
      if (opts.local && isOpsError(err) && err.reason === 'version_conflict') {
        const meta = await store.inspectBuild(fromDir, remote);
        const version = `${meta.version}+local.${treeDigest(await hashTree(fromDir)).slice(0, 8)}`;
        env.out(`${remote} ${meta.version} is taken by other files; deploying this build as ${version}.`);
        env.out(describeDeploy(await store.deploy(remote, { fromDir, who: env.who, version })));
      } else if (isOpsError(err)) {
        failures += 1;
        env.err(`Refused: ${err.message}`);
      } else {
        throw err;
      }
    }
  }
  return failures ? 1 : 0;
}

/** Says whether a remote's local build is what is live, and how to ship it when it is not. */
async function reportLocalBuild(store: ArtifactStore, env: CliEnv, remote: string, active: string, fromDir: string): Promise<void> {
  const local = await localBuildVersion(env.repoRoot, remote);
  if (!local) {
    env.out(`${remote} ${active} is live, left as it is (no local build).`);
    return;
  }
  // The live version's files as the state recorded them, else as this machine's folder holds them.
  const known = await store.state.findVersion(remote, active);
  const liveDir = store.versionDir(remote, active);
  const live = known?.filesHash ?? ((await exists(liveDir)) ? treeDigest(await hashTree(liveDir)) : null);
  if (treeDigest(await hashTree(fromDir)) === live) {
    env.out(`${remote} ${active} is live, the same files as the local build.`);
    return;
  }
  env.out(
    `${remote} ${active} is live, left as it is; the local build (${local}) differs. ` +
      `To ship it: npm run remotes -- deploy ${remote} (bump the version first if ${local} is already deployed).`,
  );
}

export function defaultEnv(): CliEnv {
  // api/src/cli/remotes.ts or api/dist/cli/remotes.js -> three levels up is the repository
  const repoRoot = path.resolve(process.env.INPRO_REPO_ROOT || path.join(__dirname, '..', '..', '..'));
  let user = 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    user = process.env.USER || 'unknown';
  }
  return {
    repoRoot,
    // same rule as the server's config: ARTIFACTS_DIR (relative to the working folder), else <repo>/.artifacts
    artifactsDir: process.env.ARTIFACTS_DIR ? path.resolve(process.env.ARTIFACTS_DIR) : path.join(repoRoot, '.artifacts'),
    databaseUrl: process.env.DATABASE_URL?.trim() || null,
    releaseState: releaseStateOf(process.env),
    s3: s3Settings(process.env),
    who: process.env.INPRO_OPERATOR || user,
    deployKey: process.env.INPRO_DEPLOY_KEY?.trim() || null,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  };
}

if (require.main === module) {
  runCli(process.argv.slice(2), defaultEnv()).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
