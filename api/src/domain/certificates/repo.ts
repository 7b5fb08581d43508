import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { certificates, courses, users } from '../../db/schema';

export interface CertificateView {
  id: number;
  folio: string;
  publicCode: string;
  status: string;
  issuedAt: string;
  courseTitle: string;
  hours: number;
  courseCode: string | null;
  participant: string;
  dni: string | null;
  studentCode: string | null;
}

const columns = {
  id: certificates.id,
  folio: certificates.folio,
  publicCode: certificates.publicCode,
  status: certificates.status,
  issuedAt: certificates.issuedAt,
  courseTitle: certificates.courseTitle,
  hours: certificates.hours,
  courseCode: courses.code,
  participant: users.fullName,
  dni: users.dni,
  studentCode: users.studentCode,
};

function base(db: Db) {
  return db
    .select(columns)
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .leftJoin(courses, eq(courses.id, certificates.courseId));
}

/** Issued (not annulled) certificates of the student with this code and DNI, newest first. */
export async function findByStudent(db: Db, studentCode: string, dni: string): Promise<CertificateView[]> {
  return base(db)
    .where(and(sql`upper(${users.studentCode}) = ${studentCode.toUpperCase()}`, eq(users.dni, dni), eq(certificates.status, 'EMITIDO')))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

export async function findByFolio(db: Db, folio: string): Promise<CertificateView | undefined> {
  const [row] = await base(db)
    .where(and(sql`upper(${certificates.folio}) = ${folio.toUpperCase()}`, eq(certificates.status, 'EMITIDO')))
    .limit(1);
  return row;
}

export async function findByPublicCode(db: Db, code: string): Promise<CertificateView | undefined> {
  const [row] = await base(db)
    .where(and(sql`upper(${certificates.publicCode}) = ${code.toUpperCase()}`, eq(certificates.status, 'EMITIDO')))
    .limit(1);
  return row;
}

/** Issued (not annulled) certificates of one account, newest first (the student's «Mis certificados»). */
export async function findByUser(db: Db, userId: number): Promise<CertificateView[]> {
  return base(db)
    .where(and(eq(certificates.userId, userId), eq(certificates.status, 'EMITIDO')))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}
