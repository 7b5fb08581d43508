import { and, eq } from 'drizzle-orm';
import { addDaysToDate, limaDate } from '@inpro/shared-contracts';
import { attendance, courseSessions, courses, evaluations, submissions } from '../../db/schema';
import type { TestDb } from '../../test/testApp';

/**
 * Test-only: makes `userIds` eligible for the certificate of `courseId` (certificateEligibility):
 * the course ended yesterday, one session held that each attended, and each has `score` in its exam
 * (the session and the exam are shared by every call for the course).
 */
export async function makeEligible(t: TestDb, courseId: number, userIds: number[], score = 15): Promise<void> {
  const yesterday = addDaysToDate(limaDate(), -1);
  await t.db
    .update(courses)
    .set({ startDate: addDaysToDate(yesterday, -30), endDate: yesterday })
    .where(eq(courses.id, courseId));
  // One held session and one exam per course, shared by every call (so each participant attends all).
  const sessionDate = addDaysToDate(yesterday, -7);
  const [session] = await t.db
    .select()
    .from(courseSessions)
    .where(and(eq(courseSessions.courseId, courseId), eq(courseSessions.sessionDate, sessionDate)))
    .limit(1);
  const held =
    session ?? (await t.db.insert(courseSessions).values({ courseId, sessionDate, startTime: '19:00', endTime: '21:00' }).returning())[0];
  const [found] = await t.db
    .select()
    .from(evaluations)
    .where(and(eq(evaluations.courseId, courseId), eq(evaluations.title, 'Examen final')))
    .limit(1);
  const exam =
    found ??
    (
      await t.db
        .insert(evaluations)
        .values({ courseId, title: 'Examen final', type: 'Examen', dueAt: new Date(Date.now() - 3 * 86_400_000) })
        .returning()
    )[0];
  for (const userId of userIds) {
    await t.db.insert(attendance).values({ sessionId: held.id, userId, status: 'PRESENTE' });
    await t.db.insert(submissions).values({ evaluationId: exam.id, userId, status: 'CALIFICADO', score, text: 'Respuesta' });
  }
}
