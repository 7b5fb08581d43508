import { addDaysToDate, limaDate } from '@inpro/shared-contracts';
import { attendance, courseSessions, courses, evaluations, submissions } from '../../db/schema';
import type { TestDb } from '../../test/testApp';
import { eq } from 'drizzle-orm';

/**
 * Test-only: makes `userIds` eligible for the certificate of `courseId` (certificateEligibility):
 * the course ended yesterday, one session held that each attended, and each has a 15 in its exam.
 */
export async function makeEligible(t: TestDb, courseId: number, userIds: number[], score = 15): Promise<void> {
  const yesterday = addDaysToDate(limaDate(), -1);
  await t.db
    .update(courses)
    .set({ startDate: addDaysToDate(yesterday, -30), endDate: yesterday })
    .where(eq(courses.id, courseId));
  const [session] = await t.db
    .insert(courseSessions)
    .values({ courseId, sessionDate: addDaysToDate(yesterday, -7), startTime: '19:00', endTime: '21:00' })
    .returning();
  const [exam] = await t.db
    .insert(evaluations)
    .values({ courseId, title: 'Examen final', type: 'Examen', dueAt: new Date(Date.now() - 3 * 86_400_000) })
    .returning();
  for (const userId of userIds) {
    await t.db.insert(attendance).values({ sessionId: session.id, userId, status: 'PRESENTE' });
    await t.db.insert(submissions).values({ evaluationId: exam.id, userId, status: 'CALIFICADO', score, text: 'Respuesta' });
  }
}
