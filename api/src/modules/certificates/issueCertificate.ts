import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { COURSE_NOT_FOUND, USER_NOT_FOUND } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { certificates, courses, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { isEnrolled } from '../materials/access';
import { NOT_A_PARTICIPANT } from '../enrolments/removeParticipant';
import { folioFor, newPublicCode } from './codes';
import { toAnswer, type CertificateAnswer } from './mappers';
import * as repo from './repo';

export const ALREADY_CERTIFIED = 'El participante ya tiene un certificado emitido para este curso.';
export const MISSING_IDENTITY = 'Registra el DNI y el código de alumno del participante antes de emitir su certificado.';

/** POST /certificates {userId, courseId} (ADMIN): issues the certificate of an enrolled participant. */
export async function issueCertificate(req: FastifyRequest, userId: number, courseId: number): Promise<CertificateAnswer & { id: number }> {
  const db = req.server.db;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(USER_NOT_FOUND);
  const [course] = await db
    .select({ id: courses.id, title: courses.title, hours: courses.hours })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  if (!(await isEnrolled(db, userId, courseId))) throw conflict(NOT_A_PARTICIPANT);
  if (!user.dni || !user.studentCode) throw conflict(MISSING_IDENTITY);
  const [existing] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId), eq(certificates.status, 'EMITIDO')))
    .limit(1);
  if (existing) throw conflict(ALREADY_CERTIFIED);

  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(certificates)
      .values({
        folio: `TMP-${newPublicCode()}`,
        userId,
        courseId,
        courseTitle: course.title,
        hours: course.hours,
        publicCode: newPublicCode(),
      })
      .returning({ id: certificates.id, issuedAt: certificates.issuedAt });
    const folio = folioFor(row.id, row.issuedAt);
    await tx.update(certificates).set({ folio }).where(eq(certificates.id, row.id));
    await audit(
      req,
      {
        action: 'CREATE',
        entity: 'certificate',
        entityId: row.id,
        label: `${folio} · ${course.title}`,
        details: { folio, userId, courseId },
      },
      tx,
    );
    return row.id;
  });
  const [view] = await db.select({ folio: certificates.folio }).from(certificates).where(eq(certificates.id, id));
  const c = await repo.findByFolio(db, view.folio);
  if (!c) throw notFound(USER_NOT_FOUND);
  return { id, ...toAnswer(c, c.dni ?? '') };
}
