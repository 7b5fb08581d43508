import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { COURSE_NOT_FOUND, USER_NOT_FOUND } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { certificates, courses, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { isEnrolled } from '../materials/access';
import { NOT_A_PARTICIPANT } from '../enrolments/removeParticipant';
import { invalidateSettings } from '../settings/store';
import { newPublicCode } from './codes';
import { reserveFolio } from './folio';
import { toAnswer, type CertificateAnswer } from './mappers';
import * as repo from './repo';

export const ALREADY_CERTIFIED = 'El participante ya tiene un certificado emitido para este curso.';
export const MISSING_IDENTITY = 'Registra el DNI y el código de alumno del participante antes de emitir su certificado.';

/** The calendar year in Lima (UTC−5, no DST) now. */
function limaYear(now = new Date()): number {
  return new Date(now.getTime() - 5 * 3600_000).getUTCFullYear();
}

/**
 * POST /certificates {userId, courseId} (ADMIN): issues the certificate of an enrolled participant,
 * numbered with the prefix and counter of the `certificates` settings.
 */
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
    const folio = await reserveFolio(req.server, tx, limaYear());
    const [row] = await tx
      .insert(certificates)
      .values({ folio, userId, courseId, courseTitle: course.title, hours: course.hours, publicCode: newPublicCode() })
      .returning({ id: certificates.id });
    await audit(
      req,
      {
        action: 'CREATE',
        entity: 'certificate',
        entityId: row.id,
        label: `${folio} · ${course.title}`,
        details: { folio, userId, courseId, participant: user.fullName, course: course.title },
      },
      tx,
    );
    return row.id;
  });
  invalidateSettings(req.server, 'certificates');
  const [view] = await db.select({ folio: certificates.folio }).from(certificates).where(eq(certificates.id, id));
  const c = await repo.findByFolio(db, view.folio);
  if (!c) throw notFound(USER_NOT_FOUND);
  return { id, ...toAnswer(c, c.dni ?? '') };
}
