import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { findArea } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import type { ArtifactStore, MoveResult } from './artifact-store';
import { opsStoreOf } from './opsStore';

/**
 * What the release routes (routes/ops, routes/deploy, routes/preview) work with, given by their area's
 * index.ts: a test may hand them a store of its own and a stand-in guard.
 */
export interface OpsRoutesOptions {
  store: ArtifactStore;
  /** Lets only SUPER_ADMIN / SUPERADMIN through (401/403 otherwise). */
  guard: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  /** The signed-in user's e-mail, recorded as `who`. */
  who: (request: FastifyRequest) => string;
  /** Writes an audit log entry (action ACTIVATE or ROLLBACK, details: remote, from, to). */
  audit?: (request: FastifyRequest, action: 'ACTIVATE' | 'ROLLBACK', details: MoveResult) => Promise<void> | void;
}

/** The options of this server: its artifact store, the master administrator's guard, the audit log. */
export async function releaseRouteOptions(app: FastifyInstance): Promise<OpsRoutesOptions> {
  return {
    store: await opsStoreOf(app),
    guard: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
    who: (request: FastifyRequest) => request.user.email,
    audit: (request: FastifyRequest, action: 'ACTIVATE' | 'ROLLBACK', details: MoveResult) =>
      audit(request, {
        action,
        entity: 'remote',
        entityId: details.remote,
        label: findArea(details.remote)?.label ?? null,
        details: { ...details },
      }),
  };
}

/** The media types a published build may come as (a gzipped tar of the remote's dist/). */
const BUILD_TYPES = ['application/gzip', 'application/x-gzip', 'application/x-tar+gzip', 'application/octet-stream'];

/**
 * Leaves a build's body a stream (the publishing route unpacks it as it arrives, after the key was checked).
 * Set on the ops, deploy and preview areas alike, so each of their routes answers such a body as it always did.
 */
export function acceptBuildStreams(app: FastifyInstance): void {
  app.addContentTypeParser(BUILD_TYPES, (_request, payload, done) => done(null, payload));
}

/** The request's JSON object body ({} when none), or null when it is not an object. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> | null {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  return typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}
