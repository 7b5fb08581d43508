import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../config';
import type { Database } from '../../db';
import { ArtifactStore } from './artifact-store';
import { DatabaseState } from './databaseState';
import { FolderState } from './folderState';
import { S3VersionBucket } from './s3VersionBucket';
import { repoRemotes, shellContractsVersion } from './workspace';

const stores = new WeakMap<Database, Promise<ArtifactStore>>();

/**
 * The artifact store of this server (the same rules as the CLI), one per app: the release state in
 * PostgreSQL when the API runs on it (RELEASE_STATE=database), else the artifacts folder; with
 * S3_BUCKET and the shared state, versions are uploaded to and fetched from the bucket.
 */
export function opsStoreOf(app: FastifyInstance): Promise<ArtifactStore> {
  let store = stores.get(app.database);
  if (!store) {
    store = createOpsStore(app);
    stores.set(app.database, store);
  }
  return store;
}

async function createOpsStore(app: FastifyInstance): Promise<ArtifactStore> {
  const { config } = app;
  let knownRemotes: string[] = [];
  try {
    knownRemotes = await repoRemotes(REPO_ROOT);
  } catch {
    knownRemotes = []; // deployed without the sources: the store lists what it holds
  }
  const shared = config.releaseState === 'database' && app.database.kind === 'postgres';
  if (config.releaseState === 'database' && !shared) {
    app.log.warn('RELEASE_STATE=database needs PostgreSQL (DATABASE_URL); the release state stays in the artifacts folder');
  }
  const bucket = shared && config.s3 ? new S3VersionBucket(config.s3) : null;
  if (bucket) app.addHook('onClose', async () => bucket.close());
  const store = new ArtifactStore({
    artifactsDir: config.artifactsDir,
    shellContractsVersion: () => shellContractsVersion(REPO_ROOT, config.shellDir),
    knownRemotes,
    state: shared ? new DatabaseState(app.database) : new FolderState(config.artifactsDir),
    bucket,
    machine: config.machineName,
  });
  const adopted = await store.adoptFolderState().catch((err: unknown) => {
    app.log.error({ err }, 'the artifacts folder could not be adopted into the shared release state');
    return 0;
  });
  if (adopted) app.log.info({ adopted }, 'the shared release state adopted the pointers, history and versions of the artifacts folder');
  return store;
}
