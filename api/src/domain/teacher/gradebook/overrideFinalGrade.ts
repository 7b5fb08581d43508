import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { GRADEBOOK_STUDENT_NOT_ENROLLED, type Gradebook } from '@inpro/shared-contracts';
import { audit } from '../../../audit';
import { finalGradeOverrides, users } from '../../../db/schema';
import { notFound } from '../../../errors';
import { assertTeaches, isEnrolled } from '../../../modules/classroom/access';
import { getTaughtGradebook } from './loadTaughtGradebook';

/**
 * PUT /teacher/courses/{courseId}/gradebook/overrides/{userId}: the teacher's final grade in place of
 * the computed one (grade null removes it), always with a reason; audited with the grades before and after.
 */
export async function overrideFinalGrade(
  req: FastifyRequest,
  courseId: number,
  userId: number,
  body: { grade: number | null; reason: string },
): Promise<Gradebook> {
  const db = req.server.db;
  const course = await assertTeaches(db, req.user, courseId);
  if (!(await isEnrolled(db, userId, courseId))) throw notFound(GRADEBOOK_STUDENT_NOT_ENROLLED);
  const before = (await getTaughtGradebook(req, courseId)).rows.find((r) => r.userId === userId)?.grade;
  const [student] = await db.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, userId)).limit(1);
  await db.transaction(async (tx) => {
    if (body.grade === null)
      await tx.delete(finalGradeOverrides).where(and(eq(finalGradeOverrides.courseId, courseId), eq(finalGradeOverrides.userId, userId)));
    else
      await tx
        .insert(finalGradeOverrides)
        .values({ courseId, userId, grade: body.grade, reason: body.reason, setBy: req.user.id })
        .onConflictDoUpdate({
          target: [finalGradeOverrides.courseId, finalGradeOverrides.userId],
          set: { grade: body.grade, reason: body.reason, setBy: req.user.id, setAt: new Date() },
        });
    await audit(
      req,
      {
        action: 'GRADE_OVERRIDE',
        entity: 'gradebook',
        entityId: courseId,
        label: `${student?.fullName ?? userId} · ${course.title}`,
        details: {
          courseId,
          userId,
          studentEmail: student?.email ?? null,
          computed: before?.computed ?? null,
          previous: before?.final ?? null,
          grade: body.grade,
          reason: body.reason,
        },
      },
      tx,
    );
  });
  return getTaughtGradebook(req, courseId);
}
