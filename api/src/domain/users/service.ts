import type { FastifyRequest } from 'fastify';
import {
  ONLY_MASTER_MODIFIES_ACCOUNT,
  USER_EMAIL_TAKEN,
  USER_HAS_CERTIFICATES,
  USER_NOT_FOUND,
  dniTakenMessage,
  normalizeRole,
  studentCodeTakenMessage,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserUpdate,
  type Page,
  type Role,
} from '@inpro/shared-contracts';
import { audit, fieldChanges } from '../../audit';
import { isSuperAdminRole } from '../../auth/guards';
import { generateTemporaryPassword, hashPassword } from '../../auth/passwords';
import { revokeAllRefreshTokens } from '../auth/repo';
import { conflict, forbidden, notFound } from '../../errors';
import { pageResult } from '../../lib/paging';
import { assertMayChangeCredentials, assertMayManageAdmins, assertNotLastSuperAdmin } from './adminRules';
import { toAdminUser } from './mappers';
import * as repo from './repo';
import { nextStudentCode, retryOnUniqueViolation } from './studentCode';

/** The same sentence the admin users list shows on a master administrator's row. */
const CANNOT_CHANGE_SUPERADMIN = ONLY_MASTER_MODIFIES_ACCOUNT;
export const CANNOT_LOCK_SELF = 'No puedes quitarte el rol de administrador ni desactivar tu propia cuenta.';
const CANNOT_DELETE_SELF = 'No puedes eliminar tu propia cuenta.';
const TEACHER_HAS_COURSES = 'El usuario es docente de uno o más cursos; asigna otro docente antes de eliminarlo.';
const OWN_PASSWORD_VIA_PROFILE = 'Tu propia contraseña se cambia en «Mi perfil», donde se pide la contraseña actual.';

function guardTarget(req: FastifyRequest, targetRole: string): void {
  if (isSuperAdminRole(normalizeRole(targetRole)) && !isSuperAdminRole(req.user.role)) throw forbidden(CANNOT_CHANGE_SUPERADMIN);
}

export async function list(
  req: FastifyRequest,
  query: { page: number; size: number; q?: string; status?: 'ACTIVO' | 'INACTIVO'; courseId?: number; role?: string },
): Promise<Page<AdminUser>> {
  const filter = { ...query, roles: query.role ? [query.role] : undefined };
  const { rows, total } = await repo.listUsers(req.server.db, filter, query.page, query.size);
  return pageResult(rows.map(toAdminUser), total, query.page, query.size);
}

export async function search(req: FastifyRequest, q: string | undefined): Promise<AdminUser[]> {
  return (await repo.searchUsers(req.server.db, q)).map(toAdminUser);
}

/** E-mail, DNI and student code are unique; a clash names the account that has the value. */
async function assertUnique(
  req: FastifyRequest,
  body: { email: string; dni: string | null; studentCode: string | null },
  exceptId?: number,
) {
  const db = req.server.db;
  if (await repo.emailTaken(db, body.email, exceptId)) throw conflict(USER_EMAIL_TAKEN, { email: USER_EMAIL_TAKEN });
  const dniHolder = body.dni ? await repo.dniHolder(db, body.dni, exceptId) : null;
  if (body.dni && dniHolder) {
    const message = dniTakenMessage(body.dni, dniHolder);
    throw conflict(message, { dni: message });
  }
  const codeHolder = body.studentCode ? await repo.studentCodeHolder(db, body.studentCode, exceptId) : null;
  if (body.studentCode && codeHolder) {
    const message = studentCodeTakenMessage(body.studentCode, codeHolder);
    throw conflict(message, { studentCode: message });
  }
}

/** Creates an account; `role` may be any role here (the routes' schemas decide which each caller may send). */
export async function create(req: FastifyRequest, body: Omit<AdminUserCreate, 'role'> & { role: Role }): Promise<AdminUser> {
  assertMayManageAdmins(req, undefined, body.role);
  await assertUnique(req, body);
  const passwordHash = await hashPassword(body.passwordHash);
  const user = await retryOnUniqueViolation(() =>
    req.server.db.transaction(async (tx) => {
      // Students get a code when none is given (certificates are looked up by student code + DNI).
      const studentCode = body.studentCode ?? (body.role === 'ESTUDIANTE' ? await nextStudentCode(tx) : null);
      const u = await repo.insertUser(tx, {
        email: body.email,
        fullName: body.fullName,
        phone: body.phone,
        dni: body.dni,
        studentCode,
        role: body.role,
        active: body.status !== 'INACTIVO',
        passwordHash,
      });
      await audit(req, { action: 'CREATE', entity: 'user', entityId: u.id, label: u.email, details: { email: u.email, role: u.role } }, tx);
      return u;
    }),
  );
  return toAdminUser(user);
}

/** The fields of an account an administrator's edit may change, as its audit entry lists them. */
const EDITED_FIELDS = ['email', 'fullName', 'firstName', 'lastName', 'honorific', 'phone', 'dni', 'studentCode', 'role', 'active'] as const;

/**
 * Edits an account: a field the body leaves out keeps its value, an explicit null or "" clears it
 * (phone, DNI, student code). The audit entry lists each changed field before and after.
 */
export async function update(req: FastifyRequest, id: number, body: AdminUserUpdate): Promise<AdminUser> {
  const db = req.server.db;
  const current = await repo.findUser(db, id);
  if (!current) throw notFound(USER_NOT_FOUND);
  guardTarget(req, current.role);
  const active = body.status === undefined ? current.active : body.status === 'ACTIVO';
  // A super admin keeps that role (the form only offers ADMIN/DOCENTE/ESTUDIANTE).
  const role = isSuperAdminRole(normalizeRole(current.role)) ? current.role : (body.role ?? current.role);
  const email = body.email ?? current.email;
  const fullName = body.fullName ?? current.fullName;
  const kept = <K extends 'phone' | 'dni' | 'studentCode'>(field: K) => (body[field] === undefined ? current[field] : body[field]);
  const [phone, dni, studentCode] = [kept('phone'), kept('dni'), kept('studentCode')];
  if (id === req.user.id && (!active || (role !== current.role && current.role !== 'ESTUDIANTE'))) throw conflict(CANNOT_LOCK_SELF);
  // Whoever holds an administrator's session must not take the account over without its password.
  if (id === req.user.id && body.passwordHash) throw forbidden(OWN_PASSWORD_VIA_PROFILE);
  assertMayManageAdmins(req, current.role, role, !active && current.active);
  if (body.passwordHash || email.toLowerCase() !== current.email.toLowerCase()) assertMayChangeCredentials(req, current);
  await assertUnique(req, { email, dni, studentCode }, id);
  const passwordHash = body.passwordHash ? await hashPassword(body.passwordHash) : undefined;
  const user = await db.transaction(async (tx) => {
    if (!active) await assertNotLastSuperAdmin(tx, id, current.role);
    const u = await repo.updateUser(tx, id, {
      email,
      fullName,
      // A full name the administrator changed makes the separately entered names stale: they are
      // forgotten (never guessed from the new full name) until the person writes them again.
      ...(fullName !== current.fullName ? { firstName: null, lastName: null, honorific: '' } : {}),
      phone,
      dni,
      studentCode,
      role,
      active,
      ...(passwordHash ? { passwordHash } : {}),
      // A new password or a deactivation ends the user's other sessions now.
      ...(passwordHash || (!active && current.active) ? { tokensValidAfter: new Date() } : {}),
    });
    if (!u) throw notFound(USER_NOT_FOUND);
    if (passwordHash || !active) await revokeAllRefreshTokens(tx, id);
    await audit(
      req,
      {
        action: 'UPDATE',
        entity: 'user',
        entityId: id,
        label: u.email,
        details: { email: u.email, changes: fieldChanges(current, u, EDITED_FIELDS), passwordChanged: !!passwordHash },
      },
      tx,
    );
    return u;
  });
  return toAdminUser(user);
}

/**
 * Activates or deactivates an account: a deactivated one cannot sign in and its sessions end now
 * (the way out when a user with certificates cannot be deleted). Only the master administrator
 * changes administrator accounts, nobody deactivates themselves, the last active master
 * administrator stays active.
 */
export async function setActive(req: FastifyRequest, id: number, active: boolean) {
  const db = req.server.db;
  const current = await repo.findUser(db, id);
  if (!current) throw notFound(USER_NOT_FOUND);
  guardTarget(req, current.role);
  if (!active && id === req.user.id) {
    await assertNotLastSuperAdmin(db, id, current.role);
    throw conflict(CANNOT_LOCK_SELF);
  }
  assertMayManageAdmins(req, current.role, current.role, true);
  if (current.active === active) return current;
  return db.transaction(async (tx) => {
    if (!active) await assertNotLastSuperAdmin(tx, id, current.role);
    const u = await repo.updateUser(tx, id, { active, ...(active ? {} : { tokensValidAfter: new Date() }) });
    if (!u) throw notFound(USER_NOT_FOUND);
    if (!active) await revokeAllRefreshTokens(tx, id);
    await audit(req, { action: 'UPDATE', entity: 'user', entityId: id, label: u.email, details: { email: u.email, active } }, tx);
    return u;
  });
}

export async function remove(req: FastifyRequest, id: number): Promise<void> {
  const db = req.server.db;
  const current = await repo.findUser(db, id);
  if (!current) throw notFound(USER_NOT_FOUND);
  guardTarget(req, current.role);
  if (id === req.user.id) {
    await assertNotLastSuperAdmin(db, id, current.role);
    throw conflict(CANNOT_DELETE_SELF);
  }
  assertMayManageAdmins(req, current.role, current.role, true);
  if ((await repo.coursesTaughtCount(db, id)) > 0) throw conflict(TEACHER_HAS_COURSES);
  if ((await repo.certificatesCount(db, id)) > 0) throw conflict(USER_HAS_CERTIFICATES);
  await db.transaction(async (tx) => {
    await assertNotLastSuperAdmin(tx, id, current.role);
    if (!(await repo.deleteUser(tx, id))) throw notFound(USER_NOT_FOUND);
    await audit(
      req,
      { action: 'DELETE', entity: 'user', entityId: id, label: current.email, details: { email: current.email, role: current.role } },
      tx,
    );
  });
}

/** One-time temporary password, returned once; the user must change it at the next sign-in. */
export async function resetPassword(req: FastifyRequest, id: number): Promise<{ temporaryPassword: string }> {
  const db = req.server.db;
  const current = await repo.findUser(db, id);
  if (!current) throw notFound(USER_NOT_FOUND);
  guardTarget(req, current.role);
  if (id === req.user.id) throw forbidden(OWN_PASSWORD_VIA_PROFILE);
  assertMayChangeCredentials(req, current);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, id, { passwordHash, mustChangePassword: true, tokensValidAfter: new Date() });
    await revokeAllRefreshTokens(tx, id);
    await audit(
      req,
      { action: 'PASSWORD_RESET', entity: 'user', entityId: id, label: current.email, details: { email: current.email } },
      tx,
    );
  });
  return { temporaryPassword };
}
