import type { FastifyRequest } from 'fastify';
import { SESSION_NOT_FOUND } from '@inpro/shared-contracts';
import { forbidden, notFound } from '../../errors';
import { NOT_YOUR_COURSE, teaches } from '../../modules/classroom/access';
import { findSessionWithCourse, type SessionWithCourse } from '../../modules/classroom/sessions';

/** The session and its course (404 when missing) if the caller teaches the course (403 otherwise). */
export async function loadTaughtSession(req: FastifyRequest, sessionId: number): Promise<SessionWithCourse> {
  const row = await findSessionWithCourse(req.server.db, sessionId);
  if (!row) throw notFound(SESSION_NOT_FOUND);
  if (!teaches(req.user, row.course)) throw forbidden(NOT_YOUR_COURSE);
  return row;
}
