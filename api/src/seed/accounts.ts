import { hashPassword } from '../auth/passwords';
import type { Db } from '../db';
import { users, type UserRow } from '../db/schema';
import { TEACHER_BIOS } from './catalog';
import { demoAccountSchema, loadSeedJson } from './data';

const DEMO_PASSWORD = 'Inpro2026!';

/** The four demo accounts of the README plus more teachers and students (data/accounts.json). */
export const DEMO_ACCOUNTS = loadSeedJson('accounts.json', demoAccountSchema.array());

export async function seedAccounts(db: Db): Promise<Record<string, UserRow>> {
  const out: Record<string, UserRow> = {};
  for (const a of DEMO_ACCOUNTS) {
    const [row] = await db
      .insert(users)
      .values({
        email: a.email,
        fullName: a.fullName,
        honorific: a.honorific ?? '',
        firstName: a.firstName,
        lastName: a.lastName,
        role: a.role,
        phone: a.phone ?? null,
        dni: a.dni ?? null,
        studentCode: a.studentCode ?? null,
        // A teacher's profile: shown on the public pages of the courses they teach.
        specialty: TEACHER_BIOS[a.key]?.specialty ?? '',
        bio: TEACHER_BIOS[a.key]?.bio ?? '',
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning();
    out[a.key] = row;
  }
  return out;
}
