import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../audit';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { DeployKeyItem } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { deployKeys, type DeployKeyRow } from '../../db/schema';

/** Every deploy key starts with this, so a request carrying one is recognised before any route runs. */
const DEPLOY_KEY_PREFIX = 'inpro_dk_';

export const DEPLOY_KEY_ONLY_ITS_REMOTES = 'Esta clave de despliegue solo sirve para publicar sus micro-frontends.';
export const DEPLOY_KEY_OTHER_REMOTE = 'Esta clave de despliegue no puede publicar este micro-frontend.';
export const DEPLOY_KEY_INVALID = 'La clave de despliegue no es válida o fue revocada.';

/** The key a request carries as `Authorization: Bearer inpro_dk_…`, else null. */
function deployKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match && match[1].startsWith(DEPLOY_KEY_PREFIX) ? match[1] : null;
}

/** Keys are 32 random bytes, so one unsalted SHA-256 is enough to keep them unusable if the table leaks. */
export function hashDeployKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function viewOf(row: DeployKeyRow): DeployKeyItem {
  return {
    id: row.id,
    name: row.name,
    remotes: [...row.remotes],
    hint: row.keyHint,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function createDeployKey(
  db: Db,
  input: { name: string; remotes: string[]; createdBy: string },
): Promise<{ key: string; view: DeployKeyItem }> {
  const key = `${DEPLOY_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(deployKeys)
    .values({ name: input.name, remotes: input.remotes, keyHash: hashDeployKey(key), keyHint: key.slice(-4), createdBy: input.createdBy })
    .returning();
  return { key, view: viewOf(row) };
}

export async function listDeployKeys(db: Db): Promise<DeployKeyItem[]> {
  const rows = await db.select().from(deployKeys).orderBy(desc(deployKeys.createdAt), desc(deployKeys.id));
  return rows.map(viewOf);
}

/** Revokes a key (null: no such key; a key already revoked keeps its first revocation time). */
export async function revokeDeployKey(db: Db, id: number): Promise<DeployKeyItem | null> {
  const [row] = await db
    .update(deployKeys)
    .set({ revokedAt: sql`coalesce(${deployKeys.revokedAt}, now())` })
    .where(eq(deployKeys.id, id))
    .returning();
  return row ? viewOf(row) : null;
}

/** The live (not revoked) key row of `key`, marking it used. */
async function useDeployKey(db: Db, key: string): Promise<DeployKeyRow | null> {
  const [row] = await db
    .update(deployKeys)
    .set({ lastUsedAt: new Date() })
    .where(sql`${deployKeys.keyHash} = ${hashDeployKey(key)} and ${isNull(deployKeys.revokedAt)}`)
    .returning();
  return row ?? null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The deploy key a publishing route was called with (set by `requireDeployKey`). */
    deployKey?: DeployKeyRow;
  }
  interface FastifyContextConfig {
    /** The route takes deploy keys (every other route answers 403 to one). */
    deployKey?: boolean;
  }
}

/**
 * onRequest hook of the whole app: a deploy key opens only the publishing routes marked
 * `config.deployKey`; anywhere else (other API routes, the shell, the site) it gets a 403.
 */
export async function refuseDeployKeyOutsideItsRoutes(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!deployKeyOf(request) || request.routeOptions.config?.deployKey) return;
  await reply.code(403).send({ error: DEPLOY_KEY_ONLY_ITS_REMOTES });
}

/**
 * preHandler of a publishing route: a live deploy key (401 otherwise) that names the route's
 * remote (403 otherwise). Each use of a live key, accepted or refused, goes to `onUse` (the audit).
 */
export function requireDeployKey(onUse: (request: FastifyRequest, key: DeployKeyRow, allowed: boolean) => Promise<void>) {
  return async function deployKeyGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const key = deployKeyOf(request);
    if (!key) {
      await reply.code(401).send({ error: 'Falta la clave de despliegue (Authorization: Bearer inpro_dk_…).' });
      return;
    }
    const row = await useDeployKey(request.server.db, key);
    if (!row) {
      await reply.code(401).send({ error: DEPLOY_KEY_INVALID });
      return;
    }
    const remote = (request.params as { name?: string }).name;
    if (!remote || !row.remotes.includes(remote)) {
      await onUse(request, row, false);
      await reply.code(403).send({ error: DEPLOY_KEY_OTHER_REMOTE });
      return;
    }
    request.deployKey = row;
    await onUse(request, row, true);
  };
}

/** Who a deploy key acts as in the audit log and the release history. */
export function keyActor(key: DeployKeyRow): string {
  return `clave:${key.name}`;
}

/** Audits one use of a deploy key on a remote (refused uses too, so a probing key shows up). */
export async function auditKeyUse(request: FastifyRequest, key: DeployKeyRow, allowed: boolean): Promise<void> {
  const remote = (request.params as { name?: string }).name ?? null;
  await audit(request, {
    action: 'DEPLOY_KEY_USE',
    entity: 'deploy_key',
    entityId: key.id,
    label: key.name,
    actor: { id: null, email: keyActor(key) },
    details: { remote, method: request.method, route: request.routeOptions.url ?? request.url, allowed },
  });
}
