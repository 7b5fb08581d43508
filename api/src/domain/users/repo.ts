import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { certificates, courses, enrolments, users, type UserRow } from '../../db/schema';
import { forgetUser } from '../../auth/sessionCache';
import { searchCondition } from '../../lib/search';

export interface UserFilter {
  q?: string;
  status?: 'ACTIVO' | 'INACTIVO';
  courseId?: number;
  /** Stored role spellings to keep (e.g. SUPER_ADMIN and SUPERADMIN). */
  roles?: readonly string[];
}

function where(f: UserFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [searchCondition(users.searchText, f.q)];
  if (f.status) conds.push(eq(users.active, f.status === 'ACTIVO'));
  if (f.roles?.length) conds.push(inArray(users.role, [...f.roles]));
  if (f.courseId) {
    conds.push(inArray(users.id, sql`(select ${enrolments.userId} from ${enrolments} where ${enrolments.courseId} = ${f.courseId})`));
  }
  return and(...conds);
}

export async function listUsers(db: Db, f: UserFilter, page: number, size: number): Promise<{ rows: UserRow[]; total: number }> {
  const w = where(f);
  const [rowsResult, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(w)
      .orderBy(asc(users.fullName), asc(users.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(users).where(w),
  ]);
  return { rows: rowsResult, total: Number(total) };
}

export async function searchUsers(db: Db, q: string | undefined, limit = 20): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.active, true), searchCondition(users.searchText, q)))
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(limit);
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user's e-mail equals this one, ignoring case (e-mails are unique that way). */
export function emailMatches(email: string): SQL {
  return sql`lower(${users.email}) = ${email.toLowerCase()}`;
}

/** Whether another user (not exceptId) matches the condition. */
async function takenByAnother(db: Db, match: SQL, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(match, exceptId ? sql`${users.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  return takenByAnother(db, emailMatches(email), exceptId);
}

/** Another user (not exceptId) matching the condition: who holds a unique value. */
async function holderOf(db: Db, match: SQL, exceptId?: number): Promise<{ fullName: string; email: string } | null> {
  const [row] = await db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(and(match, exceptId ? sql`${users.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row ?? null;
}

/** Who else has this student code (codes are unique without case: index users_student_code_idx). */
export function studentCodeHolder(db: Db, code: string, exceptId?: number) {
  return holderOf(db, sql`upper(${users.studentCode}) = ${code.toUpperCase()}`, exceptId);
}

/** Who else has this DNI (unique: index users_dni_idx, migration 0012). */
export function dniHolder(db: Db, dni: string, exceptId?: number) {
  return holderOf(db, sql`btrim(${users.dni}) = ${dni.trim()}`, exceptId);
}

/** The holders of any of these DNIs / student codes (users import), keyed by DNI / upper-case code. */
export async function holdersOf(db: Db, dnis: string[], codes: string[]) {
  const byDni = new Map<string, { fullName: string; email: string }>();
  const byCode = new Map<string, { fullName: string; email: string }>();
  if (dnis.length) {
    const found = await db
      .select({ key: sql<string>`btrim(${users.dni})`, fullName: users.fullName, email: users.email })
      .from(users)
      .where(inArray(sql`btrim(${users.dni})`, dnis));
    for (const r of found) byDni.set(r.key, r);
  }
  if (codes.length) {
    const found = await db
      .select({ key: sql<string>`upper(${users.studentCode})`, fullName: users.fullName, email: users.email })
      .from(users)
      .where(inArray(sql`upper(${users.studentCode})`, codes));
    for (const r of found) byCode.set(r.key, r);
  }
  return { byDni, byCode };
}

export async function coursesTaughtCount(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(courses).where(eq(courses.teacherId, userId));
  return Number(n);
}

export async function certificatesCount(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(certificates).where(eq(certificates.userId, userId));
  return Number(n);
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  // Deactivation, role, password, name: the next request of the user reads them (auth/sessionCache.ts).
  forgetUser(id);
  return row;
}

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  forgetUser(id);
  return rows.length > 0;
}
