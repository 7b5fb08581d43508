import type { FastifyInstance } from 'fastify';
import { acceptBuildStreams, releaseRouteOptions } from '../../domain/releases/routeOptions';
import { createDeployKeyRoute } from './deploy-keys/create';
import { listDeployKeysRoute } from './deploy-keys/list';
import { revokeDeployKeyRoute } from './deploy-keys/revoke';
import { activateRemoteRoute } from './remotes/activate';
import { abortCanaryRoute } from './remotes/canary/abort';
import { startCanaryRoute } from './remotes/canary/create';
import { promoteCanaryRoute } from './remotes/canary/promote';
import { listRemotesRoute } from './remotes/list';
import { previewLinkRoute } from './remotes/preview';
import { rollbackRemoteRoute } from './remotes/rollback';
import { signalSummaryRoute } from './signals/get';

/**
 * /api/ops/*: the master administrator's release operations (the same as the CLI, src/cli/remotes.ts): remotes
 * and their versions, canaries, preview links, the teams' deploy keys and the field signals.
 */
export async function opsRoutes(app: FastifyInstance): Promise<void> {
  const opts = await releaseRouteOptions(app);
  acceptBuildStreams(app);
  listRemotesRoute(app, opts);
  activateRemoteRoute(app, opts);
  rollbackRemoteRoute(app, opts);
  startCanaryRoute(app, opts);
  promoteCanaryRoute(app, opts);
  abortCanaryRoute(app, opts);
  previewLinkRoute(app, opts);
  listDeployKeysRoute(app, opts);
  createDeployKeyRoute(app, opts);
  revokeDeployKeyRoute(app, opts);
  signalSummaryRoute(app);
}
