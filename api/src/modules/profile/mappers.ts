import { hasTeacherProfile, normalizeRole, splitFullName, type Profile } from '@inpro/shared-contracts';
import type { UserRow } from '../../db/schema';

/** A user row as their own profile: first/last name fall back to the split full name. */
export function toProfile(u: UserRow): Profile {
  const split = splitFullName(u.fullName);
  const role = normalizeRole(u.role);
  return {
    id: u.id,
    email: u.email,
    role,
    fullName: u.fullName,
    firstName: u.firstName ?? split.firstName,
    lastName: u.lastName ?? split.lastName,
    phone: u.phone,
    dni: u.dni,
    studentCode: u.studentCode,
    teacherProfile: hasTeacherProfile(role),
    specialty: u.specialty,
    bio: u.bio,
    updatedAt: u.updatedAt.toISOString(),
  };
}
