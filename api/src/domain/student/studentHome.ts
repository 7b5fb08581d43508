import type { FastifyRequest } from 'fastify';
import { addDaysToDate, limaDate, limaInstant, type NextAssignment, type StudentHome } from '@inpro/shared-contracts';
import * as repo from './repo';

/** The day before today in Lima (sessions from then on may still be ahead). */
function yesterday(now: Date): string {
  return addDaysToDate(limaDate(now), -1);
}

/**
 * The next thing due for the student: the nearest of (a) an assignment (exam, task, quiz) of one of
 * their courses whose due time has not passed and (b) a scheduled session of one of their courses
 * that has not started yet. due_date is an ISO 8601 instant (UTC).
 */
async function nextAssignment(req: FastifyRequest, now = new Date()): Promise<NextAssignment | null> {
  const db = req.server.db;
  const [assignment, sessions] = await Promise.all([
    repo.nextAssignmentDue(db, req.user.id, now),
    repo.upcomingSessions(db, req.user.id, yesterday(now)),
  ]);
  const candidates: Array<{ at: Date; value: NextAssignment }> = [];
  if (assignment) {
    candidates.push({
      at: assignment.dueAt,
      value: { title: assignment.title, course_code: assignment.courseCode, due_date: assignment.dueAt.toISOString() },
    });
  }
  const session = sessions
    .filter((s) => s.sessionDate)
    .map((s) => ({ s, at: limaInstant(s.sessionDate as string, s.startTime) }))
    .filter(({ at }) => at.getTime() >= now.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime())[0];
  if (session) {
    const title = session.s.topic.trim()
      ? `Clase: ${session.s.topic.trim()}`
      : `Clase ${session.s.orderIdx + 1} de ${session.s.courseTitle}`;
    candidates.push({ at: session.at, value: { title, course_code: session.s.courseCode, due_date: session.at.toISOString() } });
  }
  candidates.sort((a, b) => a.at.getTime() - b.at.getTime());
  return candidates[0]?.value ?? null;
}

/** GET /student/home → {totalCourses, nextAssignment} */
export async function studentHome(req: FastifyRequest): Promise<StudentHome> {
  const [totalCourses, next] = await Promise.all([repo.countMyCourses(req.server.db, req.user.id), nextAssignment(req)]);
  return { totalCourses, nextAssignment: next };
}
