import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { enrolments, orders, passwordResets, refreshTokens, registrationConfirmations, users, type UserRow } from '../../db/schema';
import { forgetUser } from '../../auth/sessionCache';
import { emailMatches } from '../users/repo';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(emailMatches(email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A new student account as stored (names as entered, never split from the full name). */
export interface NewStudent {
  email: string;
  fullName: string;
  firstName?: string | null;
  lastName?: string | null;
  phone: string | null;
  passwordHash: string;
  studentCode: string;
  lastLoginAt?: Date;
}

export async function insertStudent(db: Db, data: NewStudent): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...data, role: 'ESTUDIANTE' })
    .returning();
  return row;
}

export async function touchLogin(db: Db, id: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
}

export async function setPassword(db: Db, id: number, passwordHash: string, mustChangePassword: boolean): Promise<void> {
  const now = new Date();
  await db.update(users).set({ passwordHash, mustChangePassword, updatedAt: now, tokensValidAfter: now }).where(eq(users.id, id));
  forgetUser(id);
}

/** Paid orders bought with this e-mail before the account existed: attach them and enrol. */
export async function claimPaidOrders(db: Db, userId: number, email: string): Promise<number[]> {
  const claimed = await db
    .update(orders)
    .set({ userId })
    .where(and(sql`lower(${orders.buyerEmail}) = ${email.toLowerCase()}`, isNull(orders.userId), eq(orders.status, 'PAID')))
    .returning({ courseId: orders.courseId });
  const courseIds = [...new Set(claimed.map((c) => c.courseId).filter((id): id is number => typeof id === 'number'))];
  if (courseIds.length) {
    await db
      .insert(enrolments)
      .values(courseIds.map((courseId) => ({ userId, courseId, source: 'ORDER' })))
      .onConflictDoNothing();
  }
  return courseIds;
}

export async function insertRefreshToken(
  db: Db,
  data: { userId: number; sessionId: string; tokenHash: string; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<void> {
  await db.insert(refreshTokens).values(data);
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Revokes one token; true when it was still active (so a replayed token is detected). */
export async function revokeRefreshToken(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())))
    .returning({ userId: refreshTokens.userId });
  for (const r of rows) forgetUser(r.userId);
  return rows.length > 0;
}

/** Ends one session: every refresh token of it (the access tokens carrying its id stop working). */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)))
    .returning({ userId: refreshTokens.userId });
  for (const userId of new Set(rows.map((r) => r.userId))) forgetUser(userId);
}

export async function revokeAllRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  forgetUser(userId);
}

export async function insertPasswordReset(db: Db, data: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(data);
}

/** Uses a reset link once: the user id when the link was unused and unexpired, else null. */
export async function consumePasswordReset(db: Db, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** A new link replaces the older unused ones of the user. */
export async function voidPasswordResets(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export interface PendingRegistration {
  email: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  passwordHash: string;
}

/** The consent a registration form gave: the versions of the terms and the privacy policy it showed, and when. */
export interface RegistrationConsent {
  termsVersion: number;
  privacyVersion: number;
  consentedAt: Date;
}

/** Keeps a registration until its e-mail is confirmed (and forgets the expired ones). */
export async function insertRegistrationConfirmation(
  db: Db,
  data: PendingRegistration & RegistrationConsent & { tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.delete(registrationConfirmations).where(lte(registrationConfirmations.expiresAt, new Date()));
  await db.insert(registrationConfirmations).values(data);
}

/** The registration of an unexpired activation link, else null. */
export async function findRegistrationConfirmation(
  db: Db,
  tokenHash: string,
): Promise<
  (PendingRegistration & { consent: { termsVersion: number | null; privacyVersion: number | null; consentedAt: Date | null } }) | null
> {
  const [row] = await db
    .select({
      email: registrationConfirmations.email,
      fullName: registrationConfirmations.fullName,
      firstName: registrationConfirmations.firstName,
      lastName: registrationConfirmations.lastName,
      phone: registrationConfirmations.phone,
      passwordHash: registrationConfirmations.passwordHash,
      consent: {
        termsVersion: registrationConfirmations.termsVersion,
        privacyVersion: registrationConfirmations.privacyVersion,
        consentedAt: registrationConfirmations.consentedAt,
      },
    })
    .from(registrationConfirmations)
    .where(and(eq(registrationConfirmations.tokenHash, tokenHash), gt(registrationConfirmations.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/**
 * Uses an activation link up: true when it was there and unexpired. The other pending
 * registrations of the same e-mail go with it (the account exists from now on).
 */
export async function consumeRegistrationConfirmation(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .delete(registrationConfirmations)
    .where(and(eq(registrationConfirmations.tokenHash, tokenHash), gt(registrationConfirmations.expiresAt, new Date())))
    .returning({ email: registrationConfirmations.email });
  if (!row) return false;
  await db.delete(registrationConfirmations).where(sql`lower(${registrationConfirmations.email}) = lower(${row.email})`);
  return true;
}
