import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { LAST_SUPERADMIN, ONLY_SUPERADMIN_MANAGES_ADMINS, normalizeRole, type Role } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { isSuperAdminRole } from '../../auth/guards';
import { conflict, forbidden } from '../../errors';

/*
 * Who may manage administrator accounts (issue 13): only the master administrator creates,
 * promotes to, demotes from, deactivates or deletes ADMIN and SUPER_ADMIN accounts, and the
 * last active SUPER_ADMIN always stays one.
 */

const SUPER_ROLES: Role[] = ['SUPER_ADMIN', 'SUPERADMIN'];

function isPrivileged(role: unknown): boolean {
  const r = normalizeRole(role);
  return r === 'ADMIN' || isSuperAdminRole(r);
}

/**
 * A change that creates or promotes to (`from` undefined or not an administrator, `to` one),
 * or demotes, deactivates or deletes (`lockOrDelete`) an administrator account needs the
 * master administrator (403 otherwise).
 */
export function assertMayManageAdmins(req: FastifyRequest, from: unknown, to: unknown, lockOrDelete = false): void {
  if (isSuperAdminRole(req.user.role)) return;
  const wasAdmin = from !== undefined && isPrivileged(from);
  const willBeAdmin = isPrivileged(to);
  const promotes = willBeAdmin && !wasAdmin;
  const demotes = wasAdmin && (lockOrDelete || normalizeRole(to) !== normalizeRole(from));
  if (promotes || demotes) throw forbidden(ONLY_SUPERADMIN_MANAGES_ADMINS);
}

/**
 * Refuses (409) when `userId` is a master administrator and no other active one would remain.
 * Call inside the transaction that demotes, deactivates or deletes: every active master
 * administrator's row is locked, so two concurrent changes (A demotes B while B demotes A)
 * cannot both pass.
 */
export async function assertNotLastSuperAdmin(db: Db, userId: number, currentRole: unknown): Promise<void> {
  if (!isSuperAdminRole(normalizeRole(currentRole))) return;
  const active = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, SUPER_ROLES), eq(users.active, true)))
    .for('update');
  if (!active.some((u) => u.id !== userId)) throw conflict(LAST_SUPERADMIN);
}

/** Active master administrators (the dashboard and tests read it). */
export async function activeSuperAdminCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(inArray(users.role, SUPER_ROLES), eq(users.active, true)));
  return Number(row?.n ?? 0);
}
