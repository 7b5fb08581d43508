import type { FastifyRequest } from 'fastify';
import { CLASSROOM_LINKS, formatLimaDateTime, type EvaluationCreate, type TeacherEvaluation } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { evaluations } from '../../db/schema';
import { assertTeaches, enrolledUserIds } from '../../modules/classroom/access';
import { toTeacherEvaluations } from '../../modules/classroom/evaluations';
import { notifyMany } from '../notifications/notify';
import { assertExamResource } from './loadEvaluation';
import { assertBankHolds } from './questionBank';

/** POST /teacher/evaluations: an Examen, Tarea or Quiz of a course the caller teaches; students are notified. */
export async function createEvaluation(req: FastifyRequest, body: EvaluationCreate): Promise<TeacherEvaluation> {
  const db = req.server.db;
  const course = await assertTeaches(db, req.user, body.courseId);
  await assertExamResource(req, body.resourceId, course.id);
  await assertBankHolds(db, course.id, body.bankCount);
  const row = await db.transaction(async (tx) => {
    const [e] = await tx
      .insert(evaluations)
      .values({
        courseId: course.id,
        type: body.type,
        title: body.title,
        instructions: body.instructions,
        dueAt: new Date(body.dueAt),
        questions: body.questions,
        weight: body.weight,
        resourceId: body.resourceId,
        opensAt: body.opensAt ? new Date(body.opensAt) : null,
        timeLimitMinutes: body.timeLimitMinutes,
        maxAttempts: body.maxAttempts,
        attemptRule: body.attemptRule,
        shuffle: body.shuffle,
        bankCount: body.bankCount,
        createdBy: req.user.id,
      })
      .returning();
    await audit(
      req,
      'CREATE',
      'evaluation',
      e.id,
      { courseId: course.id, title: e.title, type: e.type },
      tx,
      `${e.title} · ${course.title}`,
    );
    await notifyMany(tx, await enrolledUserIds(tx, course.id), {
      kind: 'EVALUATION',
      title: `Nueva evaluación (${e.type}): ${e.title}`,
      body: `${course.title} · entrega hasta el ${formatLimaDateTime(e.dueAt)}`,
      link: CLASSROOM_LINKS.studentEvaluation(course.id, e.id),
    });
    return e;
  });
  const [one] = await toTeacherEvaluations(db, [{ evaluation: row, course }]);
  return one;
}
