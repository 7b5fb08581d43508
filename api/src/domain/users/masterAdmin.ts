import type { FastifyRequest } from 'fastify';
import {
  USER_NOT_FOUND,
  assignableRoleOf,
  rolesOfFilter,
  type Page,
  type SuperadminAssignableRole,
  type SuperadminUser,
  type SuperadminUsersQuery,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { conflict, notFound } from '../../errors';
import { pageResult } from '../../lib/paging';
import { revokeAllRefreshTokens } from '../auth/repo';
import { assertNotLastSuperAdmin } from './adminRules';
import { toSuperadminUser } from './mappers';
import * as repo from './repo';
import { CANNOT_LOCK_SELF, setActive } from './service';
import { nextStudentCode, retryOnUniqueViolation } from './studentCode';

/*
 * The master administrator's operations on accounts (/superadmin/users): every role, role
 * changes and activation. Creating and deleting go through the service shared with /admin/users.
 */

export async function listAll(req: FastifyRequest, q: SuperadminUsersQuery): Promise<Page<SuperadminUser>> {
  const { rows, total } = await repo.listUsers(
    req.server.db,
    { q: q.q, status: q.status, roles: q.role ? rolesOfFilter(q.role) : undefined },
    q.page,
    q.size,
  );
  return pageResult(rows.map(toSuperadminUser), total, q.page, q.size);
}

async function load(req: FastifyRequest, id: number) {
  const current = await repo.findUser(req.server.db, id);
  if (!current) throw notFound(USER_NOT_FOUND);
  return current;
}

/**
 * Gives an account another role. The user's sessions end (their token names the old role), a
 * new student gets a student code, the last active master administrator keeps the role.
 */
export async function changeRole(req: FastifyRequest, id: number, role: SuperadminAssignableRole): Promise<SuperadminUser> {
  const current = await load(req, id);
  const from = assignableRoleOf(current.role);
  if (from === role) return toSuperadminUser(current);
  if (id === req.user.id) {
    await assertNotLastSuperAdmin(req.server.db, id, current.role);
    throw conflict(CANNOT_LOCK_SELF);
  }
  const user = await retryOnUniqueViolation(() =>
    req.server.db.transaction(async (tx) => {
      if (from === 'SUPER_ADMIN') await assertNotLastSuperAdmin(tx, id, current.role);
      const studentCode = role === 'ESTUDIANTE' && !current.studentCode ? await nextStudentCode(tx) : undefined;
      const u = await repo.updateUser(tx, id, { role, tokensValidAfter: new Date(), ...(studentCode ? { studentCode } : {}) });
      if (!u) throw notFound(USER_NOT_FOUND);
      await revokeAllRefreshTokens(tx, id);
      await audit(
        req,
        { action: 'UPDATE', entity: 'user', entityId: id, label: u.email, details: { email: u.email, role: { from, to: role } } },
        tx,
      );
      return u;
    }),
  );
  return toSuperadminUser(user);
}

/** Activates or deactivates an account; a deactivated account cannot sign in and its sessions end now. */
export async function changeStatus(req: FastifyRequest, id: number, active: boolean): Promise<SuperadminUser> {
  return toSuperadminUser(await setActive(req, id, active));
}
