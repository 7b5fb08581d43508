import { buildFullName, normalizeRole, type Profile } from '@inpro/shared-contracts';
import type { UserRow } from '../../db/schema';

/**
 * First and last name of a user. Accounts made before the profile existed only have a full name:
 * its first word is the first name, the rest the last name (until the user saves the profile).
 */
export function splitName(u: Pick<UserRow, 'firstName' | 'lastName' | 'fullName'>): { firstName: string; lastName: string } {
  if (u.firstName !== null || u.lastName !== null) return { firstName: u.firstName ?? '', lastName: u.lastName ?? '' };
  const [first = '', ...rest] = u.fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

export function toProfile(u: UserRow): Profile {
  const { firstName, lastName } = splitName(u);
  return {
    id: u.id,
    email: u.email,
    role: normalizeRole(u.role),
    firstName,
    lastName,
    fullName: u.fullName || buildFullName(firstName, lastName),
    phone: u.phone ?? null,
    dni: u.dni ?? null,
    studentCode: u.studentCode ?? null,
    specialty: u.specialty,
    bio: u.bio,
  };
}
