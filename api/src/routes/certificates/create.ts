import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  COURSE_NOT_FOUND,
  NOT_ELIGIBLE_PREFIX,
  OVERRIDE_ONLY_SUPERADMIN,
  USER_NOT_FOUND,
  certificateIssueSchema,
} from '@inpro/shared-contracts';
import { answerSchema } from '../../domain/certificates/lookup';
import { bearer, errorAnswers, zapp } from '../../lib/zod';
import { audit } from '../../audit';
import { isSuperAdminRole } from '../../auth/guards';
import { certificates, courses, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { isEnrolled } from '../../modules/classroom/access';
import { NOT_A_PARTICIPANT } from '../../domain/enrolments/removeParticipant';
import { invalidateSettings } from '../../domain/settings/store';
import { newPublicCode } from '../../domain/certificates/codes';
import { eligibilityOf } from '../../domain/certificates/eligibility';
import { reserveFolio } from '../../domain/certificates/folio';
import { toAnswer, type CertificateAnswer } from '../../domain/certificates/mappers';
import * as repo from '../../domain/certificates/repo';

/** POST /api/certificates: the staff issue a participant's certificate. */
export function issueCertificateRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/certificates',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['certificates'],
        security: bearer,
        summary: 'Issue the certificate of an enrolled, eligible participant (ADMIN); SUPER_ADMIN may override with a reason',
        body: certificateIssueSchema,
        response: {
          201: answerSchema.extend({ id: z.number().int() }),
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => reply.status(201).send(await issueCertificate(req, req.body.userId, req.body.courseId, req.body.overrideReason)),
  );
}

export const ALREADY_CERTIFIED = 'El participante ya tiene un certificado emitido para este curso.';
export const MISSING_IDENTITY = 'Registra el DNI y el código de alumno del participante antes de emitir su certificado.';

/** The calendar year in Lima (UTC−5, no DST) now. */
function limaYear(now = new Date()): number {
  return new Date(now.getTime() - 5 * 3600_000).getUTCFullYear();
}

/**
 * POST /certificates {userId, courseId, overrideReason?} (ADMIN): issues the certificate of an
 * enrolled, eligible participant (certificateEligibility: course ended, grade and attendance
 * reached, nothing owed), numbered with the prefix and counter of the `certificates` settings. The
 * master administrator may issue to a participant who is not eligible with `overrideReason`; the
 * unmet rules and the reason go to the audit log (CERTIFICATE_OVERRIDE).
 */
async function issueCertificate(
  req: FastifyRequest,
  userId: number,
  courseId: number,
  overrideReason?: string,
): Promise<CertificateAnswer & { id: number }> {
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
  const eligibility = (await eligibilityOf(req.server, courseId, [userId])).get(userId)!;
  const override = !eligibility.eligible;
  if (override && !overrideReason) throw conflict(`${NOT_ELIGIBLE_PREFIX} ${eligibility.reasons.join(' ')}`);
  if (override && !isSuperAdminRole(req.user.role)) throw forbidden(OVERRIDE_ONLY_SUPERADMIN);

  const id = await db.transaction(async (tx) => {
    const folio = await reserveFolio(req.server, tx, limaYear());
    const [row] = await tx
      .insert(certificates)
      .values({ folio, userId, courseId, courseTitle: course.title, hours: course.hours, publicCode: newPublicCode() })
      .returning({ id: certificates.id });
    await audit(
      req,
      {
        action: override ? 'CERTIFICATE_OVERRIDE' : 'CREATE',
        entity: 'certificate',
        entityId: row.id,
        label: `${folio} · ${course.title}`,
        details: {
          folio,
          userId,
          courseId,
          participant: user.fullName,
          course: course.title,
          ...(override ? { unmetRules: eligibility.reasons, reason: overrideReason } : {}),
        },
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
