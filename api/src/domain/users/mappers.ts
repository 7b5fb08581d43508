import { normalizeRole, type AdminUser, type AuthUser, type SuperadminUser } from '@inpro/shared-contracts';
import type { UserRow } from '../../db/schema';

type UserLike = Pick<UserRow, 'id' | 'email' | 'fullName' | 'phone' | 'dni' | 'studentCode' | 'role' | 'mustChangePassword'>;

/** Who the user is: the fields the auth user and the admin user share. */
function identity(u: UserLike) {
  return {
    id: u.id,
    email: u.email,
    fullName: u.fullName,
    name: u.fullName,
    phone: u.phone ?? null,
    dni: u.dni ?? null,
    studentCode: u.studentCode ?? null,
  };
}

/** The user object of login/register/me. */
export function toAuthUser(u: UserLike): AuthUser {
  const role = normalizeRole(u.role);
  return {
    ...identity(u),
    role,
    roles: [role],
    mustChangePassword: u.mustChangePassword,
  };
}

/** The user row of the admin screens. */
export function toAdminUser(u: UserLike & Pick<UserRow, 'active' | 'createdAt'>): AdminUser {
  return {
    ...identity(u),
    telefono: u.phone ?? null,
    role: normalizeRole(u.role),
    status: u.active ? 'ACTIVO' : 'INACTIVO',
    active: u.active,
    mustChangePassword: u.mustChangePassword,
    createdAt: u.createdAt.toISOString(),
  };
}

/** The user row of /superadmin/usuarios: the admin row plus the last sign-in. */
export function toSuperadminUser(u: UserLike & Pick<UserRow, 'active' | 'createdAt' | 'lastLoginAt'>): SuperadminUser {
  return { ...toAdminUser(u), lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null };
}
