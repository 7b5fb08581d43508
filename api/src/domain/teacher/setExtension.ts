import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  EXTENSION_BEFORE_DUE,
  EXTENSION_STUDENT_INVALID,
  formatLimaDateTime,
  CLASSROOM_LINKS,
  type ExtensionInput,
  type TeacherEvaluation,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { evaluationExtensions, users } from '../../db/schema';
import { badRequest } from '../../errors';
import { isEnrolled } from '../../modules/classroom/access';
import { toTeacherEvaluations } from '../../modules/classroom/evaluations';
import { notify } from '../notifications/notify';
import { loadTaughtEvaluation } from './loadEvaluation';

/**
 * PUT /teacher/evaluations/{evaluationId}/extensions: a later due instant for one enrolled student
 * (replacing a previous one); audited, and the student is notified.
 */
export async function setExtension(req: FastifyRequest, evaluationId: number, body: ExtensionInput): Promise<TeacherEvaluation> {
  const db = req.server.db;
  const row = await loadTaughtEvaluation(req, evaluationId);
  const { evaluation, course } = row;
  if (!(await isEnrolled(db, body.userId, course.id))) throw badRequest(EXTENSION_STUDENT_INVALID, { userId: EXTENSION_STUDENT_INVALID });
  const dueAt = new Date(body.dueAt);
  if (dueAt <= evaluation.dueAt) throw badRequest(EXTENSION_BEFORE_DUE, { dueAt: EXTENSION_BEFORE_DUE });
  const [student] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, body.userId)).limit(1);
  await db.transaction(async (tx) => {
    await tx
      .insert(evaluationExtensions)
      .values({ evaluationId, userId: body.userId, dueAt, grantedBy: req.user.id })
      .onConflictDoUpdate({
        target: [evaluationExtensions.evaluationId, evaluationExtensions.userId],
        set: { dueAt, grantedBy: req.user.id },
      });
    await audit(
      req,
      'UPDATE',
      'evaluation_extension',
      evaluationId,
      { evaluationId, userId: body.userId, dueAt: body.dueAt },
      tx,
      `${evaluation.title} · ${student?.fullName ?? body.userId}`,
    );
    await notify(tx, body.userId, {
      kind: 'EVALUATION',
      title: `Prórroga: ${evaluation.title}`,
      body: `${course.title} · ahora hasta el ${formatLimaDateTime(dueAt)}`,
      link: CLASSROOM_LINKS.studentEvaluation(course.id, evaluationId),
    });
  });
  const [one] = await toTeacherEvaluations(db, [row]);
  return one;
}

/** DELETE /teacher/evaluations/{evaluationId}/extensions/{userId}: the student's due date is the evaluation's again. */
export async function removeExtension(req: FastifyRequest, evaluationId: number, userId: number): Promise<TeacherEvaluation> {
  const db = req.server.db;
  const row = await loadTaughtEvaluation(req, evaluationId);
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(evaluationExtensions)
      .where(and(eq(evaluationExtensions.evaluationId, evaluationId), eq(evaluationExtensions.userId, userId)))
      .returning();
    if (gone.length) await audit(req, 'DELETE', 'evaluation_extension', evaluationId, { evaluationId, userId }, tx, row.evaluation.title);
  });
  const [one] = await toTeacherEvaluations(db, [row]);
  return one;
}
