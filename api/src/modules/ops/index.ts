import type { FastifyInstance } from 'fastify';
import { findArea } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { REPO_ROOT } from '../../config';
import { ArtifactStore } from './artifact-store';
import { opsRoutes } from './routes';
import { repoRemotes, shellContractsVersion } from './workspace';

/** The ops API (under /api): moves remote pointers for SUPER_ADMIN / SUPERADMIN. */
export default async function opsModule(app: FastifyInstance): Promise<void> {
  const { config } = app;
  let knownRemotes: string[] = [];
  try {
    knownRemotes = await repoRemotes(REPO_ROOT);
  } catch {
    knownRemotes = []; // deployed without the sources: the store lists what it holds
  }
  const store = new ArtifactStore({
    artifactsDir: config.artifactsDir,
    shellContractsVersion: () => shellContractsVersion(REPO_ROOT, config.shellDir),
    knownRemotes,
  });
  await opsRoutes(app, {
    store,
    guard: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
    who: (request) => request.user.email,
    audit: (request, action, details) =>
      audit(request, {
        action,
        entity: 'remote',
        entityId: details.remote,
        label: findArea(details.remote)?.label ?? null,
        details: { ...details },
      }),
  });
}
