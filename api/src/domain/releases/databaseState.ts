import type { Database } from '../../db';
import type { SqlClient } from '../../db/migrate';
import { entryUrl, type HistoryAction, type HistoryEntry, type RemotePointer, type RemotesFile } from './artifactTypes';
import { OpsError } from './errors';
import type { ReleaseState, ReleaseTx, StoredVersion } from './releaseState';

/** Longest wait for another machine's move before refusing as busy. */
const LOCK_WAIT = '20s';
/** The key of the advisory lock every move of the release state takes (any constant shared by all machines). */
const LOCK_SQL = `select pg_advisory_xact_lock(hashtext('inpro.release_state'))`;

interface PointerRow {
  remote: string;
  container: string;
  version: string;
  canary_version: string | null;
  canary_percent: number | null;
  canary_since: Date | string | null;
  updated_at: Date | string;
}

interface HistoryRow {
  remote: string;
  action: string;
  from_version: string | null;
  to_version: string;
  who: string;
  machine: string | null;
  at: Date | string;
  percent: number | null;
  reason: string | null;
}

interface VersionRow {
  remote: string;
  version: string;
  container: string;
  contracts_version: string | null;
  built_at: string | null;
  files_hash: string;
  files: Record<string, string> | string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

async function readPointers(c: SqlClient): Promise<RemotesFile> {
  const found = await c.query<PointerRow>('select * from release_pointers order by remote');
  const remotes: Record<string, RemotePointer> = {};
  let updatedAt = '';
  for (const r of found) {
    remotes[r.remote] = {
      name: r.container,
      version: r.version,
      entry: entryUrl(r.remote, r.version),
      ...(r.canary_version && r.canary_percent && r.canary_since
        ? {
            canary: {
              version: r.canary_version,
              entry: entryUrl(r.remote, r.canary_version),
              percent: r.canary_percent,
              since: iso(r.canary_since),
            },
          }
        : {}),
    };
    if (iso(r.updated_at) > updatedAt) updatedAt = iso(r.updated_at);
  }
  return { updatedAt, remotes }; // '' when nothing is deployed yet
}

async function readHistory(c: SqlClient, remote?: string): Promise<HistoryEntry[]> {
  const found = remote
    ? await c.query<HistoryRow>('select * from release_history where remote = $1 order by id', [remote])
    : await c.query<HistoryRow>('select * from release_history order by id');
  return found.map((r) => ({
    remote: r.remote,
    from: r.from_version,
    to: r.to_version,
    who: r.who,
    when: iso(r.at),
    action: r.action as HistoryAction,
    ...(r.percent !== null ? { percent: r.percent } : {}),
    ...(r.reason !== null ? { reason: r.reason } : {}),
    ...(r.machine !== null ? { machine: r.machine } : {}),
  }));
}

function toVersion(r: VersionRow): StoredVersion {
  return {
    remote: r.remote,
    version: r.version,
    container: r.container,
    contractsVersion: r.contracts_version,
    builtAt: r.built_at,
    filesHash: r.files_hash,
    files: typeof r.files === 'string' ? (JSON.parse(r.files) as Record<string, string>) : (r.files ?? null),
  };
}

/**
 * The release state in PostgreSQL (migration 0020): shared by every API machine and the ops CLI.
 * Each move is one transaction holding a transaction-level advisory lock, so two machines deploying
 * at once are serialized and neither move is lost; a machine that dies mid-move leaves nothing behind.
 */
export class DatabaseState implements ReleaseState {
  readonly kind = 'database' as const;

  constructor(private readonly database: Database) {}

  readPointers(): Promise<RemotesFile> {
    return readPointers(this.database.client);
  }

  history(remote?: string): Promise<HistoryEntry[]> {
    return readHistory(this.database.client, remote);
  }

  async versions(remote?: string): Promise<StoredVersion[]> {
    // Without the per-file hashes: the deployments screen lists every version on each load.
    const columns = 'remote, version, container, contracts_version, built_at, files_hash, null as files';
    const found = remote
      ? await this.database.client.query<VersionRow>(`select ${columns} from release_versions where remote = $1`, [remote])
      : await this.database.client.query<VersionRow>(`select ${columns} from release_versions`);
    return found.map(toVersion);
  }

  async hasVersion(remote: string, version: string): Promise<boolean> {
    const found = await this.database.client.query('select 1 from release_versions where remote = $1 and version = $2', [remote, version]);
    return found.length > 0;
  }

  async findVersion(remote: string, version: string): Promise<StoredVersion | null> {
    return transactionOn(this.database.client).findVersion(remote, version);
  }

  async probe(): Promise<void> {
    await this.database.client.query('select 1 from release_pointers limit 1');
  }

  transaction<T>(fn: (tx: ReleaseTx) => Promise<T>): Promise<T> {
    return this.database.withSession(async (c) => {
      await c.exec('begin');
      try {
        await c.exec(`set local lock_timeout = '${LOCK_WAIT}'`);
        try {
          await c.exec(LOCK_SQL);
        } catch (err) {
          if ((err as { code?: string }).code !== '55P03') throw err;
          throw new OpsError(
            'conflict',
            'busy',
            'Another deploy or rollback holds the release lock; try again.',
            'Hay otra operación de despliegue en curso; inténtelo de nuevo en unos segundos.',
          );
        }
        const result = await fn(transactionOn(c));
        await c.exec('commit');
        return result;
      } catch (err) {
        await c.exec('rollback').catch(() => undefined);
        throw err;
      }
    });
  }
}

function transactionOn(c: SqlClient): ReleaseTx {
  return {
    readPointers: () => readPointers(c),
    history: (remote) => readHistory(c, remote),
    async findVersion(remote, version) {
      const [row] = await c.query<VersionRow>('select * from release_versions where remote = $1 and version = $2', [remote, version]);
      return row ? toVersion(row) : null;
    },
    async recordVersion(v) {
      await c.query(
        `insert into release_versions (remote, version, container, contracts_version, built_at, files_hash, files)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [v.remote, v.version, v.container, v.contractsVersion, v.builtAt, v.filesHash, JSON.stringify(v.files ?? {})],
      );
    },
    async writePointer(remote, pointer, entry) {
      await this.setPointer(remote, pointer, entry.when);
      await this.appendHistory(entry);
    },
    async setPointer(remote, pointer, when) {
      const canary = pointer.canary ?? null;
      await c.query(
        `insert into release_pointers (remote, container, version, canary_version, canary_percent, canary_since, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (remote) do update set container = excluded.container, version = excluded.version,
           canary_version = excluded.canary_version, canary_percent = excluded.canary_percent,
           canary_since = excluded.canary_since, updated_at = excluded.updated_at`,
        [remote, pointer.name, pointer.version, canary?.version ?? null, canary?.percent ?? null, canary?.since ?? null, when],
      );
    },
    async appendHistory(entry) {
      await c.query(
        `insert into release_history (remote, action, from_version, to_version, who, machine, at, percent, reason)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          entry.remote,
          entry.action,
          entry.from,
          entry.to,
          entry.who,
          entry.machine ?? null,
          entry.when,
          entry.percent ?? null,
          entry.reason ?? null,
        ],
      );
    },
  };
}
