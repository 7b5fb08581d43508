import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../config';
import { ArtifactStore } from './artifact-store';
import { repoRemotes, shellContractsVersion } from './workspace';

/** The artifact store of this server (the same folder, lock and rules as the CLI). */
export async function createOpsStore(config: FastifyInstance['config']): Promise<ArtifactStore> {
  let knownRemotes: string[] = [];
  try {
    knownRemotes = await repoRemotes(REPO_ROOT);
  } catch {
    knownRemotes = []; // deployed without the sources: the store lists what it holds
  }
  return new ArtifactStore({
    artifactsDir: config.artifactsDir,
    shellContractsVersion: () => shellContractsVersion(REPO_ROOT, config.shellDir),
    knownRemotes,
  });
}
