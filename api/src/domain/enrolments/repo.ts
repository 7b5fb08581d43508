import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { certificates, enrolments, users } from '../../db/schema';

export interface ParticipantRow {
  id: number;
  fullName: string;
  email: string;
  dni: string | null;
  studentCode: string | null;
  role: string;
  enrolledAt: Date;
  certificateId: number | null;
  folio: string | null;
  publicCode: string | null;
  issuedAt: string | null;
}

export async function listParticipants(db: Db, courseId: number): Promise<ParticipantRow[]> {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      dni: users.dni,
      studentCode: users.studentCode,
      role: users.role,
      enrolledAt: enrolments.createdAt,
      certificateId: certificates.id,
      folio: certificates.folio,
      publicCode: certificates.publicCode,
      issuedAt: certificates.issuedAt,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .leftJoin(
      certificates,
      and(eq(certificates.userId, enrolments.userId), eq(certificates.courseId, enrolments.courseId), eq(certificates.status, 'EMITIDO')),
    )
    .where(eq(enrolments.courseId, courseId))
    .orderBy(asc(users.fullName), asc(users.id));
}

export async function existingUserIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return rows.map((r) => r.id);
}

/** Inserts the enrolments that do not exist yet; answers the user ids actually added. */
export async function addEnrolments(db: Db, courseId: number, userIds: number[], source: string): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .insert(enrolments)
    .values(userIds.map((userId) => ({ userId, courseId, source })))
    .onConflictDoNothing()
    .returning({ userId: enrolments.userId });
  return rows.map((r) => r.userId);
}

export async function removeEnrolment(db: Db, courseId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(enrolments)
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.userId, userId)))
    .returning({ id: enrolments.id });
  return rows.length > 0;
}
