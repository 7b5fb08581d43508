import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { FILE_NOT_FOUND, LOGIN_REQUIRED, normalizeRole } from '@inpro/shared-contracts';
import { users } from '../../db/schema';
import { PASSWORD_CHANGE_REQUIRED, credentialUserColumns, type CurrentUser } from '../../auth/guards';
import { forbidden, notFound, unauthorized } from '../../errors';
import { assertUnitAccess } from '../materials/access';
import { findFileResource } from '../materials/repo';
import { recordResourceView } from '../../modules/classroom/resourceViews';
import { contentDisposition, linkSecret, linkUserId, verifyFileLink, type LinkCheck } from './signedUrl';
import { StorageUnavailableError } from '../../storage';

const LINK_INVALID = 'El enlace de descarga expiró o no es válido. Vuelve a abrir la lista de recursos.';

export interface FileQuery {
  u?: string;
  exp?: string;
  sig?: string;
  download?: string;
}

/**
 * Who asks for the file: the bearer token when one is sent (401 when it is bad), else the user
 * a signed link was made for (401 when the link is bad or expired), else 401.
 */
export async function fileRequester(
  req: FastifyRequest,
  query: FileQuery,
  verify: (q: FileQuery, secret: string) => LinkCheck,
): Promise<CurrentUser> {
  if (req.headers.authorization) {
    await req.server.authenticate.call(req.server, req, undefined as never);
    return req.user;
  }
  if (query.sig === undefined) throw unauthorized(LOGIN_REQUIRED);
  const userId = linkUserId(query);
  if (userId === null) throw unauthorized(LINK_INVALID);
  const [row] = await req.server.db.select(credentialUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !row.active) throw unauthorized(LINK_INVALID);
  // Signed with the moment the user's sessions last ended: a password change or reset ends the link.
  const linksEpoch = row.tokensValidAfter?.getTime() ?? 0;
  const link = verify(query, linkSecret(req.server.config.jwtSecret, linksEpoch));
  if (!link.ok || link.userId !== row.id) throw unauthorized(LINK_INVALID);
  if (row.mustChangePassword) throw forbidden(PASSWORD_CHANGE_REQUIRED);
  const user: CurrentUser = {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: normalizeRole(row.role),
    mustChangePassword: row.mustChangePassword,
    linksEpoch,
  };
  req.user = user;
  return user;
}

/** GET /files/units/{unitId}/{fileName}: the stored file, to those allowed to read the unit. */
export async function serveFile(req: FastifyRequest, reply: FastifyReply, unitId: number, fileName: string, query: FileQuery) {
  const user = await fileRequester(req, query, (q, secret) => verifyFileLink(secret, unitId, fileName, q));
  const db = req.server.db;
  await assertUnitAccess(db, user, unitId, 'read');
  const resource = await findFileResource(db, unitId, fileName);
  if (!resource || !resource.storageKey) throw notFound(FILE_NOT_FOUND);
  let stream;
  try {
    stream = await req.server.storage.get(resource.storageKey);
  } catch (err) {
    if (err instanceof StorageUnavailableError) throw err;
    throw notFound(FILE_NOT_FOUND);
  }
  const size = await req.server.storage.size(resource.storageKey);
  // A student opening a file of their course: it counts toward their progress.
  await recordResourceView(db, user.id, resource.id);
  const download = query.download === '1' || query.download === 'true';
  reply
    .header('content-type', resource.mime ?? 'application/octet-stream')
    .header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', resource.originalName || fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=300');
  if (size !== null) reply.header('content-length', String(size));
  return reply.send(stream);
}
