import { normalizeRole, personFullName, type Profile } from '@inpro/shared-contracts';
import type { UserRow } from '../../db/schema';

/**
 * Given names and surnames of a user, as entered. An account that only has a full name (made by an
 * administrator, an import or a provider) answers '' for both: a full name is never split by its
 * spaces ("Jorge Luis Ramírez Torres" has two given names), the person writes them in the profile.
 */
function enteredNames(u: Pick<UserRow, 'firstName' | 'lastName'>): { firstName: string; lastName: string } {
  return { firstName: u.firstName ?? '', lastName: u.lastName ?? '' };
}

export function toProfile(u: UserRow): Profile {
  const { firstName, lastName } = enteredNames(u);
  return {
    id: u.id,
    email: u.email,
    role: normalizeRole(u.role),
    firstName,
    lastName,
    honorific: u.honorific ?? '',
    fullName: u.fullName || personFullName(u.honorific, firstName, lastName),
    phone: u.phone ?? null,
    dni: u.dni ?? null,
    studentCode: u.studentCode ?? null,
    specialty: u.specialty,
    bio: u.bio,
  };
}
