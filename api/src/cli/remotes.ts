/**
 * Ops command line for the independent delivery of the micro-frontends.
 *
 *   npm run remotes -- status
 *   npm run remotes -- history [<remote>]
 *   npm run remotes -- deploy <remote> [--rebuild] [--from <dir>]
 *   npm run remotes -- deploy --all [--local]
 *   npm run remotes -- rollback <remote> [--to <version>]
 *   npm run remotes -- deploy <remote> --canary <percent> [--from <dir>]
 *   npm run remotes -- canary <remote> promote|abort
 *
 * `who` in the history is $INPRO_OPERATOR, else the OS user.
 */
import os from 'node:os';
import path from 'node:path';
import { ArtifactStore, DeployResult, HistoryEntry } from '../modules/ops/artifact-store';
import { OpsError, isOpsError } from '../modules/ops/errors';
import { hashTree, readJson, treeDigest } from '../modules/ops/tree';
import { ensureRemoteBuild, repoRemotes, shellContractsVersion } from '../modules/ops/workspace';

export interface CliEnv {
  repoRoot: string;
  artifactsDir: string;
  who: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE = `Usage: npm run remotes -- <command>

  status                                   each remote: active version, versions available
  history [<remote>]                       every pointer move (who, when, from, to)
  deploy <remote> [--rebuild] [--from <dir>]
                                           copy a build into <artifacts>/<remote>/<version>/ and activate it
                                           (builds the remote alone when its dist/ is missing)
  deploy --all [--local]                   deploy every remote's dist/ (--local: a changed build whose
                                           version is taken is deployed as <version>+local.<hash>)
  rollback <remote> [--to <version>]       point the remote back (default: the previously active version)
  deploy <remote> --canary <percent> [--from <dir>] [--rebuild]
                                           copy the build in and serve it to <percent> % of browsers (sticky
                                           per browser); aborted by itself when its error rate is clearly worse
  canary <remote> promote                  the running canary for every browser
  canary <remote> abort                    every browser back on the stable version (the canary's files stay)`;

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
      else if ((key === 'from' || key === 'to' || key === 'canary') && argv[i + 1] !== undefined && !argv[i + 1].startsWith('--'))
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

export async function createStore(env: CliEnv): Promise<ArtifactStore> {
  return new ArtifactStore({
    artifactsDir: env.artifactsDir,
    shellContractsVersion: () => shellContractsVersion(env.repoRoot),
    knownRemotes: await repoRemotes(env.repoRoot),
  });
}

/** Runs one command; returns the process exit code (0 ok, 1 refused, 2 usage). */
export async function runCli(argv: string[], env: CliEnv): Promise<number> {
  const { positional, flags } = parseArgs(argv);
  const [command, remoteArg] = positional;
  try {
    const store = await createStore(env);
    switch (command) {
      case 'status': {
        const status = await store.status();
        const history = await store.history();
        env.out(`Artifacts: ${store.dir}`);
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
        if (flags.all) return await deployAll(store, env, Boolean(flags.local));
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
    if (isOpsError(err)) {
      env.err(`Refused: ${err.message}`);
      return command && ['status', 'history', 'deploy', 'rollback', 'canary'].includes(command) ? 1 : 2;
    }
    throw err;
  }
}

/**
 * Deploys the current dist/ of every remote (used by `npm start`). A remote whose active
 * version already holds the same files is skipped. With `local`, a build whose version
 * folder is taken by other files is deployed as `<version>+local.<hash>` instead of refused,
 * so local work never overwrites a version folder and still gets served.
 */
async function deployAll(store: ArtifactStore, env: CliEnv, local: boolean): Promise<number> {
  let failures = 0;
  for (const remote of await repoRemotes(env.repoRoot)) {
    const fromDir = path.join(env.repoRoot, remote, 'dist');
    try {
      env.out(describeDeploy(await store.deploy(remote, { fromDir, who: env.who })));
    } catch (err) {
      if (local && isOpsError(err) && err.reason === 'version_conflict') {
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
    who: process.env.INPRO_OPERATOR || user,
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
