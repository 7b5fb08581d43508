import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  LAST_SUPERADMIN,
  ONLY_SUPERADMIN_ADMIN_CREDENTIALS,
  ONLY_SUPERADMIN_MANAGES_ADMINS,
  normalizeRole,
  type Role,
} from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { isSuperAdminRole } from '../../auth/guards';
import { conflict, forbidden } from '../../errors';

/*
 * Who may manage administrator accounts: only the master administrator creates,
 * promotes to, demotes from, deactivates or deletes ADMIN and SUPER_ADMIN accounts, and the
 * last active SUPER_ADMIN always stays one.
 */

const SUPER_ROLES: Role[] = ['SUPER_ADMIN', 'SUPERADMIN'];

function isPrivileged(role: unknown): boolean {
  const r = normalizeRole(role);
  return r === 'ADMIN' || isSuperAdminRole(r);
}

/**
 * The one rule of who manages administrator accounts, for the form, the bulk import and the
 * master administrator's screens alike: a change that creates or promotes to (`from` undefined
 * or not an administrator, `to` one), or demotes, deactivates or deletes (`lockOrDelete`) an
 * administrator account needs the master administrator. Answers the Spanish reason it is
 * refused, or null when `actorRole` may make it.
 */
export function adminChangeRefusal(actorRole: Role, from: unknown, to: unknown, lockOrDelete = false): string | null {
  if (isSuperAdminRole(actorRole)) return null;
  const wasAdmin = from !== undefined && isPrivileged(from);
  const willBeAdmin = isPrivileged(to);
  const promotes = willBeAdmin && !wasAdmin;
  const demotes = wasAdmin && (lockOrDelete || normalizeRole(to) !== normalizeRole(from));
  return promotes || demotes ? ONLY_SUPERADMIN_MANAGES_ADMINS : null;
}

/** `adminChangeRefusal` for the signed-in user of `req`: 403 with its reason. */
export function assertMayManageAdmins(req: FastifyRequest, from: unknown, to: unknown, lockOrDelete = false): void {
  const refusal = adminChangeRefusal(req.user.role, from, to, lockOrDelete);
  if (refusal) throw forbidden(refusal);
}

/**
 * Another administrator's password, e-mail or a reset of their password: the master
 * administrator only (an administrator changes their own password in «Mi perfil», with the
 * current one). 403 otherwise.
 */
export function assertMayChangeCredentials(req: FastifyRequest, target: { id: number; role: unknown }): void {
  if (isSuperAdminRole(req.user.role) || target.id === req.user.id) return;
  if (isPrivileged(target.role)) throw forbidden(ONLY_SUPERADMIN_ADMIN_CREDENTIALS);
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

/** The e-mail addresses of the active master administrators (notices of sensitive changes go there). */
export async function activeSuperAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, SUPER_ROLES), eq(users.active, true)));
  return rows.map((r) => r.email);
}
